# Fails when an object of a pure layer (rules, match, bots, CLI) included an SDL, OpenGL or
# other app-side header, directly or through another header. Run after each build of those
# targets (cb_pure in CMakeLists.txt) on the compiler's own dependency files (*.o.d), so the
# check sees every header the compiler really opened.
#   cmake -DOBJ_DIR=<target's CMakeFiles/x.dir> -DTARGET=<name> -P check_pure.cmake
if(NOT OBJ_DIR)
  message(FATAL_ERROR "check_pure: OBJ_DIR not set")
endif()
file(GLOB_RECURSE _deps "${OBJ_DIR}/*.d")
if(NOT _deps)
  message(FATAL_ERROR "check_pure: no dependency files in ${OBJ_DIR}: cannot check ${TARGET}")
endif()
set(_bad "")
foreach(d ${_deps})
  file(STRINGS "${d}" _lines REGEX "/(SDL2|GL|GLES[0-9]*|EGL|epoxy|cglm)/[^ ]*\\.h")
  if(_lines)
    string(REGEX MATCH "[^ ]*/(SDL2|GL|GLES[0-9]*|EGL|epoxy|cglm)/[^ ]*\\.h" _h "${_lines}")
    get_filename_component(_o "${d}" NAME_WE)
    list(APPEND _bad "${_o}: ${_h}")
  endif()
endforeach()
if(_bad)
  list(JOIN _bad "\n  " _msg)
  message(FATAL_ERROR "${TARGET} is a pure C layer (no SDL, no GL: docs/ARCHITECTURE.md), "
                      "but these sources include app-side headers:\n  ${_msg}")
endif()
