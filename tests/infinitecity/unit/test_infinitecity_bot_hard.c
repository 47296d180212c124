/* test_infinitecity_bot_hard.c: the hard bot's final choice (ic_bot_hard_value): the mean over
 * the worlds each candidate was played in decides; normal's root value only breaks near ties,
 * and a game won or lost in one of the root's three worlds does not decide for the others. */
#include "ic_fixture.h"

#include "ai/ai.h"
#include "games/infinitecity/bot/ic_bot.h"

/* A candidate that won in one of the root's three worlds and lost a point in the two others
 * (root (1000 - 10 - 10) / 3 = 326.7) but trails by a point over the worlds hard played it in
 * must not beat the candidate ahead there. The old rule (mean + 0.05 root) gave it 13.3 points. */
static void test_a_lucky_root_world_does_not_decide(void **st)
{
    (void)st;
    double lucky = ic_bot_hard_value(-3.0, (1000.0 - 10.0 - 10.0) / 3.0);
    double steady = ic_bot_hard_value(-2.0, -10.0);
    assert_true(steady > lucky);
    /* a game won everywhere: the margin of the win decides, not the +1000 on the root */
    assert_true(ic_bot_hard_value(1003.0, 1002.0) > ic_bot_hard_value(1002.0, 1003.0));
    assert_true(ic_bot_hard_value(-997.0, -1003.0) > ic_bot_hard_value(-998.0, -997.0));
    /* equal means: the root breaks the tie, won or not */
    assert_true(ic_bot_hard_value(5.0, 7.0) > ic_bot_hard_value(5.0, 6.0));
    assert_true(ic_bot_hard_value(1005.0, 1007.0) > ic_bot_hard_value(1005.0, 1006.0));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_lucky_root_world_does_not_decide),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
