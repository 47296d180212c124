/* mycity_sets.c: the counter sets (zone and landmark names, landmark values and types). This C
 * table is the source of truth; data/mycity/countersets.json mirrors it and a unit test checks
 * that the two agree. Ids 0-15 are the rulebook's 16 landmarks, 16-23 join them on the bigger
 * maps, 24 is the city dump. */
#include "games/mycity/rules/mycity.h"
#include "core/i18n.h"

#define T MYCITY_TRANSPORT
#define C MYCITY_CIVIC
#define S MYCITY_SERVICES
#define R MYCITY_RECREATION

const mycity_counter_set mycity_sets[] = {
    {"standard",
     N_("Standard"),
     {N_("Highway Exit"), N_("Commercial"), N_("Residential"), N_("Industrial"), N_("Utilities"),
      N_("Park"), N_("Slum")},
     {{N_("Airport"), 4, T},
      {N_("Seaport"), 4, T},
      {N_("Train Station"), 4, T},
      {N_("Subway Station"), 4, T},
      {N_("City Hall"), 3, C},
      {N_("University"), 3, C},
      {N_("Power Plant"), 3, S},
      {N_("Water Plant"), 3, S},
      {N_("Fire Station"), 2, S},
      {N_("Police Station"), 2, S},
      {N_("Zoo"), 2, R},
      {N_("Aquarium"), 2, R},
      {N_("Stadium"), 1, R},
      {N_("Cathedral"), 1, C},
      {N_("Library"), 1, C},
      {N_("Museum"), 1, R},
      {N_("Heliport"), 2, T},
      {N_("Bus Terminal"), 2, T},
      {N_("Courthouse"), 3, C},
      {N_("Town Square"), 1, C},
      {N_("Hospital"), 3, S},
      {N_("Post Office"), 1, S},
      {N_("Opera House"), 2, R},
      {N_("Botanical Garden"), 2, R},
      {N_("City Dump"), -1, MYCITY_NOTYPE}}},
    {"space",
     N_("Space colony"),
     {N_("Launch Pad"), N_("Trade Hub"), N_("Habitat"), N_("Foundry"), N_("Life Support"),
      N_("Biodome"), N_("Derelict Module")},
     {{N_("Spaceport"), 4, T},
      {N_("Star Gate"), 5, T},
      {N_("Maglev Station"), 3, T},
      {N_("Shuttle Bay"), 4, T},
      {N_("Council Dome"), 3, C},
      {N_("Academy"), 3, C},
      {N_("Fusion Reactor"), 4, S},
      {N_("Ice Mine"), 2, S},
      {N_("Medical Bay"), 2, S},
      {N_("Security Post"), 2, S},
      {N_("Xeno Zoo"), 2, R},
      {N_("Hydroponic Garden"), 2, R},
      {N_("Zero-G Arena"), 1, R},
      {N_("Temple of Stars"), 2, C},
      {N_("Archive"), 1, C},
      {N_("Observatory"), 1, R},
      {N_("Cargo Elevator"), 2, T},
      {N_("Teleporter"), 2, T},
      {N_("Senate Ring"), 3, C},
      {N_("Memorial"), 1, C},
      {N_("Recycler"), 3, S},
      {N_("Relay Tower"), 1, S},
      {N_("Holo Theatre"), 2, R},
      {N_("Crystal Caves"), 2, R},
      {N_("Waste Silo"), -1, MYCITY_NOTYPE}}},
};
const int mycity_nsets = sizeof mycity_sets / sizeof mycity_sets[0];

const char *const mycity_ltype_names[MYCITY_NLTYPES] = {N_("Transportation"), N_("Civic"),
                                                        N_("Services"), N_("Recreation")};
