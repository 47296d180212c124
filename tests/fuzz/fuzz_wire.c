/* fuzz_wire.c: every message a phone seat sends goes through wire_parse (match/wire.h), the one
 * strict parser; whatever the bytes, it refuses with a reason (no control character in it) or
 * gives a message whose every field is in range: a token of 43 base64url characters, an action
 * text that is not empty, has no control character and fits, a state number from 0 to
 * WIRE_MAX_SEQ, a language en or fr, a join code of six digits. A taken message written back
 * canonically parses to the same.
 */
#include "core/log.h"
#include "fuzz_common.h"
#include "match/wire.h"
#include <stdio.h>

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    log_set_quiet(1);
    return 0;
}

static bool no_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f) return false;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    wire_in in, again;
    char why[160], back[WIRE_MAX_IN + 64];
    /* not NUL-terminated on purpose: the parser reads text[0..len) only */
    uint8_t *copy = malloc(size ? size : 1);
    if (!copy) return 0;
    if (size) memcpy(copy, data, size);
    bool ok = wire_parse((const char *)copy, size, &in, why, sizeof why);
    free(copy);
    if (!ok) {
        FUZZ_CHECK(why[0] && no_control(why));
        return 0;
    }
    switch (in.kind) {
    case WIRE_IN_HELLO:
        FUZZ_CHECK(strlen(in.token) == WIRE_TOKEN_LEN);
        snprintf(back, sizeof back, "{\"t\":\"hello\",\"token\":\"%s\"}", in.token);
        break;
    case WIRE_IN_ACT:
        FUZZ_CHECK(in.act[0] && strlen(in.act) < GAME_ACTION_TEXT && no_control(in.act));
        FUZZ_CHECK(in.seq >= 0 && in.seq <= WIRE_MAX_SEQ);
        if (strchr(in.act, '"') || strchr(in.act, '\\')) return 0; /* not written back plainly */
        snprintf(back, sizeof back, "{\"t\":\"act\",\"a\":\"%s\",\"seq\":%d}", in.act, in.seq);
        break;
    case WIRE_IN_LANG:
        FUZZ_CHECK(!strcmp(in.lang, "en") || !strcmp(in.lang, "fr"));
        snprintf(back, sizeof back, "{\"t\":\"lang\",\"lang\":\"%s\"}", in.lang);
        break;
    case WIRE_IN_PING: snprintf(back, sizeof back, "{\"t\":\"ping\"}"); break;
    case WIRE_IN_JOIN:
        FUZZ_CHECK(strlen(in.code) == WIRE_CODE_LEN &&
                   strspn(in.code, "0123456789") == WIRE_CODE_LEN);
        snprintf(back, sizeof back, "{\"t\":\"join\",\"code\":\"%s\"}", in.code);
        break;
    default: abort();
    }
    FUZZ_CHECK(wire_parse(back, strlen(back), &again, why, sizeof why));
    FUZZ_CHECK(memcmp(&in, &again, sizeof in) == 0);
    return 0;
}
