/* attract_ladder_stub.c: until the evening ladder (ladder*.c) lands, there are no standings, so
 * attract mode's cycle leaves out its standings card. The ladder replaces this file. */
#include "club/club.h"

bool club_ladder_has_standings(void)
{
    return false;
}
