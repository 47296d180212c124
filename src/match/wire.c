/* wire.c: the messages between the host and a phone seat (see wire.h). */
#include "match/wire.h"
#include "core/json_load.h"
#include "match/match_moves.h"
#include <cjson/cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool refuse(char *why, size_t n, const char *fmt, const char *what)
{
    if (n) snprintf(why, n, fmt, what);
    return false;
}

/* The keys each kind has, every one required. */
static const struct {
    const char *name;
    wire_in_kind kind;
    const char *keys[3];
} kinds[] = {
    {"hello", WIRE_IN_HELLO, {"token", NULL, NULL}}, {"act", WIRE_IN_ACT, {"a", "seq", NULL}},
    {"lang", WIRE_IN_LANG, {"lang", NULL, NULL}},    {"ping", WIRE_IN_PING, {NULL, NULL, NULL}},
    {"join", WIRE_IN_JOIN, {"code", NULL, NULL}},
};

static bool base64url(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return false;
    }
    return true;
}

static const cJSON *string_of(const cJSON *root, const char *key, size_t max, char *why, size_t n)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(root, key);
    if (!cJSON_IsString(v) || !v->valuestring) {
        refuse(why, n, "\"%s\" is not a string", key);
        return NULL;
    }
    if (strlen(v->valuestring) > max) {
        refuse(why, n, "\"%s\" is too long", key);
        return NULL;
    }
    return v;
}

static bool parse_tree(const cJSON *root, wire_in *out, char *why, size_t n)
{
    if (!cJSON_IsObject(root)) return refuse(why, n, "%s", "not a JSON object");
    const cJSON *t = string_of(root, "t", 8, why, n);
    if (!t) return false;
    int k = -1;
    for (int i = 0; i < (int)(sizeof kinds / sizeof kinds[0]); i++)
        if (strcmp(kinds[i].name, t->valuestring) == 0) k = i;
    if (k < 0) {
        char q[40];
        json_quote(q, sizeof q, t->valuestring, strlen(t->valuestring));
        return refuse(why, n, "unknown kind \"%s\"", q);
    }
    out->kind = kinds[k].kind;
    int want = 1; /* "t", then every key of the kind */
    for (int i = 0; i < 3 && kinds[k].keys[i]; i++, want++)
        if (!cJSON_GetObjectItemCaseSensitive(root, kinds[k].keys[i]))
            return refuse(why, n, "\"%s\" is missing", kinds[k].keys[i]);
    if (cJSON_GetArraySize(root) != want) /* keys are unique (json_load_check): one too many */
        return refuse(why, n, "a key that a \"%s\" message does not have", kinds[k].name);
    const cJSON *v;
    switch (out->kind) {
    case WIRE_IN_HELLO:
        if (!(v = string_of(root, "token", WIRE_TOKEN_LEN, why, n))) return false;
        if (strlen(v->valuestring) != WIRE_TOKEN_LEN || !base64url(v->valuestring, WIRE_TOKEN_LEN))
            return refuse(why, n, "%s", "the token is not 43 base64url characters");
        memcpy(out->token, v->valuestring, WIRE_TOKEN_LEN + 1);
        break;
    case WIRE_IN_ACT:
        if (!(v = string_of(root, "a", GAME_ACTION_TEXT - 1, why, n))) return false;
        if (!v->valuestring[0]) return refuse(why, n, "%s", "the action is empty");
        snprintf(out->act, sizeof out->act, "%s", v->valuestring);
        if (!json_load_int(root, cJSON_GetObjectItemCaseSensitive(root, "seq"), 0, WIRE_MAX_SEQ,
                           &out->seq, why, n))
            return false;
        break;
    case WIRE_IN_LANG:
        if (!(v = string_of(root, "lang", 2, why, n))) return false;
        if (strcmp(v->valuestring, "en") != 0 && strcmp(v->valuestring, "fr") != 0)
            return refuse(why, n, "%s", "the language is neither en nor fr");
        memcpy(out->lang, v->valuestring, 3);
        break;
    case WIRE_IN_PING: break;
    case WIRE_IN_JOIN:
        if (!(v = string_of(root, "code", WIRE_CODE_LEN, why, n))) return false;
        if (strlen(v->valuestring) != WIRE_CODE_LEN ||
            strspn(v->valuestring, "0123456789") != WIRE_CODE_LEN)
            return refuse(why, n, "%s", "the code is not six digits");
        memcpy(out->code, v->valuestring, WIRE_CODE_LEN + 1);
        break;
    }
    return true;
}

bool wire_parse(const char *text, size_t len, wire_in *out, char *why, size_t n)
{
    memset(out, 0, sizeof *out);
    if (n) why[0] = 0;
    if (!text || len == 0) return refuse(why, n, "%s", "an empty message");
    if (len > WIRE_MAX_IN) return refuse(why, n, "%s", "a message longer than 512 bytes");
    /* json_load_parse: the strict reader (no control character, no key twice, nothing after) */
    char err[160];
    cJSON *root = json_load_parse(text, len, err, sizeof err);
    if (!root) return refuse(why, n, "%s", err);
    bool ok = parse_tree(root, out, why, n);
    cJSON_Delete(root);
    if (!ok) memset(out, 0, sizeof *out);
    return ok;
}

/* ---- out ----------------------------------------------------------------------------------- */
void wire_log_line(const game_def *g, const void *before, const void *after, int seat,
                   game_action a, const char *const *names, int players, char *out, size_t n)
{
    char phrase[GAME_REASON_LEN], named[GAME_REASON_LEN];
    if (!n) return;
    out[0] = 0;
    if (match_move_phrase(g, before, after, seat, a, NULL, phrase, sizeof phrase) == 0) return;
    game_format_reason(phrase, names, players, named, sizeof named);
    if (seat >= 0 && seat < players && names && names[seat])
        snprintf(out, n, "%s: %s", names[seat], named);
    else
        snprintf(out, n, "%s", named);
}

/* The seat's legal actions as their text forms (what a tap sends back) and, when the game has
 * action_label, the words of each button in the same order ("labels"), seats named. */
static bool add_actions(cJSON *msg, const game_def *g, const void *view, int seat,
                        const wire_table *t)
{
    cJSON *list = cJSON_AddArrayToObject(msg, "actions");
    cJSON *labels = g->action_label ? cJSON_AddArrayToObject(msg, "labels") : NULL;
    if (!list || (g->action_label && !labels)) return false;
    game_action *acts = malloc(sizeof *acts * GAME_MAX_ACTIONS);
    if (!acts) return false;
    int na = g->legal_actions(view, seat, acts, GAME_MAX_ACTIONS);
    bool ok = true;
    for (int i = 0; ok && i < na; i++) {
        char text[GAME_ACTION_TEXT], raw[GAME_REASON_LEN], words[GAME_REASON_LEN];
        g->action_to_text(view, acts[i], text, sizeof text);
        ok = cJSON_AddItemToArray(list, cJSON_CreateString(text));
        if (ok && labels) {
            raw[0] = 0;
            g->action_label(view, seat, acts[i], raw, sizeof raw);
            game_format_reason(raw, t->names, t->players, words, sizeof words);
            ok = cJSON_AddItemToArray(labels, cJSON_CreateString(words));
        }
    }
    free(acts);
    return ok;
}

/* The scores as the shared screen shows them (handicaps in, when the table has its params) and,
 * once the game is over, who won. */
static bool add_scores(cJSON *msg, const game_def *g, const void *view, const wire_table *t,
                       bool over)
{
    game_score *sc = malloc(sizeof *sc);
    if (!sc) return false;
    if (t->params)
        game_score_handicaps(g, t->params, view, sc);
    else
        g->score(view, sc);
    cJSON *a = cJSON_CreateIntArray(sc->total, sc->players), *w = NULL;
    bool ok = a && cJSON_AddItemToObject(msg, "scores", a);
    if (ok && over) ok = (w = cJSON_AddArrayToObject(msg, "winners")) != NULL;
    for (int i = 0; ok && w && i < sc->players; i++)
        if (sc->winners >> i & 1) ok = cJSON_AddItemToArray(w, cJSON_CreateNumber(i));
    free(sc);
    return ok;
}

char *wire_seat_msg(const game_def *g, const void *state, int seat, const wire_table *t,
                    void *scratch)
{
    if (seat < 0 || seat >= t->players) return NULL;
    g->view(state, seat, scratch); /* from here on, only what seat may see */
    const void *view = scratch;
    game_turn turn = g->turn(view);
    bool over = game_is_over(g, view), mine = !over && (turn.mask >> seat & 1),
         offer = mine && !t->hold;
    cJSON *msg = cJSON_CreateObject(), *tn = NULL, *names = NULL, *log = NULL;
    bool ok = msg && cJSON_AddStringToObject(msg, "t", "view") &&
              cJSON_AddStringToObject(msg, "game", g->id) &&
              cJSON_AddNumberToObject(msg, "seq", t->seq) &&
              cJSON_AddNumberToObject(msg, "seat", seat) &&
              (names = cJSON_AddArrayToObject(msg, "names")) &&
              (tn = cJSON_AddObjectToObject(msg, "turn")) &&
              cJSON_AddNumberToObject(tn, "phase", turn.phase) &&
              cJSON_AddNumberToObject(tn, "player", turn.player) &&
              cJSON_AddBoolToObject(tn, "mine", mine) && cJSON_AddBoolToObject(msg, "over", over) &&
              add_scores(msg, g, view, t, over) &&
              cJSON_AddNumberToObject(msg, "react_ms", offer ? t->react_ms : -1) &&
              (log = cJSON_AddArrayToObject(msg, "log"));
    for (int i = 0; ok && i < t->players; i++)
        ok = cJSON_AddItemToArray(names, cJSON_CreateString(t->names[i] ? t->names[i] : ""));
    cJSON *colors = ok && t->colors[0] ? cJSON_AddArrayToObject(msg, "colors") : NULL;
    for (int i = 0; colors && ok && i < t->players; i++)
        ok = cJSON_AddItemToArray(colors, cJSON_CreateString(t->colors[i] ? t->colors[i] : ""));
    for (int i = 0; ok && i < t->nlog; i++)
        ok = cJSON_AddItemToArray(log, cJSON_CreateString(t->log[i]));
    if (ok && g->seat_json) {
        cJSON *hand = g->seat_json(view, seat);
        ok = hand && cJSON_AddItemToObject(msg, "hand", hand);
    }
    if (ok && offer) ok = add_actions(msg, g, view, seat, t);
    char *text = ok ? cJSON_PrintUnformatted(msg) : NULL;
    cJSON_Delete(msg);
    return text;
}

char *wire_seat_token_msg(int seat, const char *token)
{
    cJSON *msg = cJSON_CreateObject();
    char *text = msg && cJSON_AddStringToObject(msg, "t", "seat") &&
                         cJSON_AddNumberToObject(msg, "seat", seat) &&
                         cJSON_AddStringToObject(msg, "token", token)
                     ? cJSON_PrintUnformatted(msg)
                     : NULL;
    cJSON_Delete(msg);
    return text;
}

char *wire_refused_msg(const char *why)
{
    cJSON *msg = cJSON_CreateObject();
    char *text = msg && cJSON_AddStringToObject(msg, "t", "refused") &&
                         cJSON_AddStringToObject(msg, "why", why ? why : "")
                     ? cJSON_PrintUnformatted(msg)
                     : NULL;
    cJSON_Delete(msg);
    return text;
}
