# Translations: po/<lang>/*.po fragments (one per area of the code, so people can work side by
# side) are merged with msgcat and compiled with msgfmt into build/locale/<lang>/LC_MESSAGES.
# English is the source language: its catalog is made from the extracted template by msgen,
# so it is complete by construction. tests/i18n_check.sh checks French is complete too.
find_program(MSGCAT msgcat REQUIRED)
find_program(MSGFMT msgfmt REQUIRED)
find_program(MSGEN msgen REQUIRED)
find_program(XGETTEXT xgettext REQUIRED)

file(GLOB_RECURSE _i18n_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/src/*.c ${CMAKE_SOURCE_DIR}/src/*.h)
set(_pot ${CMAKE_BINARY_DIR}/po/citybox.pot)
add_custom_command(OUTPUT ${_pot}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/po
  COMMAND ${XGETTEXT} --from-code=UTF-8 -k_ -kN_ -kC_:1c,2 --language=C --no-location -o ${_pot} ${_i18n_sources}
  COMMAND sed -i s/charset=CHARSET/charset=UTF-8/ ${_pot}
  DEPENDS ${_i18n_sources} VERBATIM)

set(_mo_files)
# English
set(_en_mo ${CMAKE_BINARY_DIR}/locale/en/LC_MESSAGES/citybox.mo)
add_custom_command(OUTPUT ${_en_mo}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/locale/en/LC_MESSAGES
  COMMAND ${MSGEN} -o ${CMAKE_BINARY_DIR}/po/en.po ${_pot}
  COMMAND ${MSGFMT} -o ${_en_mo} ${CMAKE_BINARY_DIR}/po/en.po
  DEPENDS ${_pot} VERBATIM)
list(APPEND _mo_files ${_en_mo})
# French (and any other language folder under po/)
file(GLOB _langs RELATIVE ${CMAKE_SOURCE_DIR}/po ${CMAKE_SOURCE_DIR}/po/*)
foreach(lang ${_langs})
  if(IS_DIRECTORY ${CMAKE_SOURCE_DIR}/po/${lang})
    file(GLOB _frags CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/po/${lang}/*.po)
    set(_mo ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES/citybox.mo)
    add_custom_command(OUTPUT ${_mo}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/locale/${lang}/LC_MESSAGES
                                                 ${CMAKE_BINARY_DIR}/po
      COMMAND ${MSGCAT} --use-first -o ${CMAKE_BINARY_DIR}/po/${lang}.po ${_frags}
      COMMAND ${MSGFMT} --check-format -o ${_mo} ${CMAKE_BINARY_DIR}/po/${lang}.po
      DEPENDS ${_frags} VERBATIM)
    list(APPEND _mo_files ${_mo})
  endif()
endforeach()
add_custom_target(translations ALL DEPENDS ${_mo_files})
