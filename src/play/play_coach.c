/* play_coach.c: the coach of a guided first game ("Learn to play", for every game that has a
 * game_def.lesson) and the pointer a Hint leaves on the board. The lesson is a real game of the
 * real rules on a fixed deal: seat 0 is the learner, the others easy bots. Each step of the
 * game's script says one short sentence, points at the piece and the spot of a good move of
 * the kind it teaches (the board's spot()), waits for the learner to play a move of that kind,
 * then says what it did with the rules' own score lines and goes on. A learner who plays
 * something else, or presses Leave, is on their own: the coach says nothing more. Each step
 * cites its rules page's section, one tap away. */
#include "ai/ai.h"
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/log.h"
#include "core/rng.h"
#include "match/lesson.h"
#include "play/play_int.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LEARNER = LESSON_LEARNER };

static const game_lesson_step *current(const play *p)
{
    const play_coach *c = &p->coach;
    if (!c->lesson || c->quiet || c->step >= c->lesson->nsteps) return NULL;
    return &c->lesson->step[c->step];
}

/* seat's view with what it cannot see dealt from seed: moves are judged on what that person
 * may know, as the bots do. */
static void dealt_view(const play *p, int seat, uint64_t seed, void *out)
{
    const game_def *g = play_game(p);
    match_view(p->m, seat, out);
    if (g->determinize) {
        rng_state rng;
        rng_seed(&rng, seed);
        g->determinize(out, seat, &rng);
    }
}

static bool suggest(play *p, int kind, game_action *out, game_action *then)
{
    const game_def *g = play_game(p);
    play_coach *c = &p->coach;
    const game_lesson *l = c->lesson;
    uint64_t seed = p->setup.seed ^ 0x636f616368u ^ (uint64_t)match_log_count(p->m);
    /* a lesson that follows the bot asks it once a position (the step's kind, then any) */
    uint64_t key = match_hash(p->m) ^ seed ^ 1;
    if (!l->follow_bot || c->bot_for != key) {
        unsigned char *view = malloc(g->state_size);
        game_action a = LESSON_NO_MOVE, next = LESSON_NO_MOVE;
        bool found = false;
        if (view) {
            dealt_view(p, LEARNER, seed, view);
            found = ai_lesson_suggest(g, l, view, l->follow_bot ? GAME_LESSON_ANY : kind, seed, &a,
                                      &next);
        }
        free(view);
        if (!l->follow_bot) {
            if (found) *out = a;
            if (then) *then = found ? next : LESSON_NO_MOVE;
            return found;
        }
        c->bot_for = key;
        c->bot_move = found ? a : LESSON_NO_MOVE;
    }
    if (then) *then = LESSON_NO_MOVE;
    if (c->bot_move == LESSON_NO_MOVE || !lesson_kind_matches(l, kind, c->bot_move)) return false;
    *out = c->bot_move;
    return true;
}

void play_coach_start(play *p)
{
    play_coach *c = &p->coach;
    const game_def *g = play_game(p);
    c->lesson = p->setup.lesson && g->lesson && g->lesson->nsteps <= PLAY_COACH_MAX_STEPS
                    ? g->lesson
                    : NULL;
    c->step = 0;
    c->quiet = false;
    c->after[0] = c->after_lines[0] = 0;
    c->hint_log = -1;
    c->for_hash = 0;
    c->bot_for = 0;
}

void play_coach_enter(play *p)
{
    play_coach *c = &p->coach;
    ui_button_init(&c->rule, (gfx_rect){0}, "", UI_BUTTON_SECONDARY);
    c->rule.base.tooltip = _("The rules page, at the rule this step teaches");
    ui_button_init(&c->next, (gfx_rect){0}, _("Next"), UI_BUTTON_PRIMARY);
    ui_button_init(&c->leave, (gfx_rect){0}, _("Leave the lesson"), UI_BUTTON_SECONDARY);
    c->leave.base.tooltip = _("Play on freely; Hint still helps when asked");
    c->next.base.hidden = c->rule.base.hidden = c->leave.base.hidden = true;
    c->for_hash = 0; /* the words again, in the language now in use */
    ui_focus_add(&p->focus, &c->next.base);
    ui_focus_add(&p->focus, &c->rule.base);
    ui_focus_add(&p->focus, &c->leave.base);
}

static void leave(play *p, bool said_by_move)
{
    play_coach *c = &p->coach;
    c->quiet = true;
    c->pointing = false;
    c->for_hash = 0;
    ui_toast(said_by_move ? _("Off the lesson's path: play on as you like. Hint helps when asked.")
                          : _("Lesson left: play on as you like. Hint helps when asked."),
             UI_TOAST_INFO);
}

/* What the step's move did (from: the state before it), said with the seats' names. */
static void explain(play *p, const void *from, const void *after)
{
    play_coach *c = &p->coach;
    const game_def *g = play_game(p);
    const char *done = c->explain_done ? _(c->explain_done) : NULL;
    char raw[PLAY_COACH_TEXT];
    lesson_explain(g, done, from, after, true, raw, sizeof raw);
    play_format(p, raw, c->after, sizeof c->after);
    lesson_explain(g, done, from, after, false, raw, sizeof raw);
    play_format(p, raw, c->after_lines, sizeof c->after_lines);
    c->after_log = match_log_count(p->m);
}

void play_coach_free(play *p)
{
    free(p->coach.explain_from);
    p->coach.explain_from = NULL;
}

void play_coach_applied(play *p, int seat, game_action a, const void *before, const void *after)
{
    play_coach *c = &p->coach;
    if (seat == c->point_seat && c->hint_log >= 0) c->hint_log = -1; /* the Hint was acted on */
    if (!current(p)) return;
    const game_def *g = play_game(p);
    int was = lesson_skip_reading(c->lesson, c->step);
    for (int i = c->step; i < was; i++) c->done_at[i] = match_log_count(p->m) - 1;
    int step = c->step;
    switch (lesson_move(g, c->lesson, &step, before, seat, a)) {
    case LESSON_STEP_DONE:
        if (!c->explain_from) c->explain_from = malloc(g->state_size);
        if (c->explain_from) memcpy(c->explain_from, before, g->state_size);
        c->explaining = c->explain_from != NULL;
        c->explain_done = c->lesson->step[was].done;
        explain(p, c->explaining ? c->explain_from : before, after);
        if (step > was) c->done_at[was] = match_log_count(p->m);
        c->step = step;
        snd_play(SND_CLICK);
        break;
    case LESSON_OFF_PATH: leave(p, true); break;
    case LESSON_IGNORED: /* the rest of the same move (a tile chosen, then placed) */
        if (seat == LEARNER && c->explaining) explain(p, c->explain_from, after);
        break;
    }
    if (seat != LEARNER) c->explaining = false;
    c->for_hash = 0;
}

void play_coach_reset(play *p)
{
    play_coach *c = &p->coach;
    int n = match_log_count(p->m);
    while (c->lesson && c->step > 0 && c->done_at[c->step - 1] > n) c->step--;
    c->after[0] = c->after_lines[0] = 0;
    c->hint_log = -1;
    c->for_hash = 0;
    c->ended = false;
    c->explaining = false;
}

void play_coach_point(play *p, int seat, game_action a)
{
    play_coach *c = &p->coach;
    const game_def *g = play_game(p);
    c->point_seat = seat;
    c->point = a;
    c->point_then = LESSON_NO_MOVE;
    unsigned char *view = malloc(g->state_size);
    if (view) { /* a tile chosen is shown with where it would go */
        dealt_view(p, seat, p->setup.seed ^ 0x68696e74u, view);
        c->point_then = lesson_follow_up(g, view, seat, a);
    }
    free(view);
    c->hint_log = match_log_count(p->m);
    c->for_hash = 0;
}

/* The rules page's heading in the language shown, for the button that opens it. */
static void set_rule(play *p, const char *heading)
{
    play_coach *c = &p->coach;
    char shown[80];
    if (!heading || !scenes_rules_heading(play_game(p)->id, heading, shown, sizeof shown)) {
        c->rule.base.hidden = true;
        return;
    }
    snprintf(c->rule_label, sizeof c->rule_label, _("Rule: %s"), shown);
    c->rule.label = c->rule_label;
    c->rule.base.hidden = false;
}

/* The bubble's words, the pointer and the buttons for the state shown now. */
static void refresh(play *p)
{
    play_coach *c = &p->coach;
    if (!c->lesson && c->hint_log < 0) { /* nothing to say or show: no state hashed per frame */
        c->text[0] = c->say[0] = 0;
        c->pointing = false;
        c->for_hash = 0;
        return;
    }
    /* a race's clock changes the state every tick: its moves and turns say what changed */
    game_turn turn = match_turn(p->m);
    uint64_t state = play_game(p)->tick ? (uint64_t)match_log_count(p->m) * 0x100000001b3ull ^
                                              (uint64_t)turn.phase << 40 ^ (uint64_t)turn.mask
                                        : match_hash(p->m);
    uint64_t h = state ^ (uint64_t)c->step * 0x9e3779b97f4a7c15ull ^ (c->quiet ? 1 : 0) ^
                 (uint64_t)(p->mode == MODE_RESULTS) << 1 ^ (uint64_t)(c->hint_log + 2) << 3 ^
                 (uint64_t)(p->walk >= p->score.nlines) << 2;
    if (h == c->for_hash && c->for_hash) return;
    c->for_hash = h;
    c->text[0] = c->say[0] = 0;
    c->pointing = false;
    c->next.base.hidden = c->rule.base.hidden = c->leave.base.hidden = true;
    /* a Hint's pointer stays until its seat moves (others may move meanwhile: a race) */
    if (c->hint_log >= 0 && c->hint_log <= match_log_count(p->m)) c->pointing = true;
    if (!c->lesson || c->quiet) return;
    const game_lesson_step *st = current(p);
    if (p->mode == MODE_RESULTS) { /* once the score has walked through the board */
        c->ended = p->walk >= p->score.nlines;
        if (c->ended) {
            snprintf(c->say, sizeof c->say, "%s",
                     _("Game over: the score list goes through every point. Play again on your "
                       "own, or read the rules page."));
            set_rule(p, st ? st->rule : c->lesson->step[c->lesson->nsteps - 1].rule);
        }
        return;
    }
    /* the new total only until others move (the live score says it then) */
    const char *after = match_log_count(p->m) == c->after_log ? c->after : c->after_lines;
    if (!st) {
        snprintf(c->text, sizeof c->text, "%s", after);
        return;
    }
    const char *say = "";
    const react_win *w = play_window(p); /* a reaction window: the learner may claim it */
    bool learner_acts = (play_people_acting(p) >> LEARNER & 1) != 0 ||
                        (w && w->claimant < 0 && (w->pending >> LEARNER & 1));
    if (st->kind == GAME_LESSON_READ) {
        say = _(st->say);
        c->next.base.hidden = false;
    } else if (learner_acts && st->kind == GAME_LESSON_ANY) {
        say = _(st->say);
    } else if (learner_acts && suggest(p, st->kind, &c->point, &c->point_then)) {
        say = _(st->say);
        c->point_seat = LEARNER;
        c->pointing = true;
    } else if (learner_acts && !play_window(p) &&
               suggest(p, GAME_LESSON_ANY, &c->point, &c->point_then)) {
        say = _("Your move meanwhile: the lit one is a good one."); /* the step comes later */
        c->point_seat = LEARNER;
        c->pointing = true;
    } else if (!learner_acts) {
        say = _("Watch: the others play now.");
    }
    snprintf(c->text, sizeof c->text, "%s", after);
    play_format(p, say, c->say, sizeof c->say);
    if (c->logged != c->step + 1 && say == _(st->say)) { /* a step shown: the log says so */
        c->logged = c->step + 1;
        LOG_I("lesson: step %d of %d: %s", c->step + 1, c->lesson->nsteps, c->say);
    }
    set_rule(p, st->rule);
    c->leave.base.hidden = false;
}

bool play_coach_event(play *p, const in_event *ev)
{
    play_coach *c = &p->coach;
    if (!c->lesson) return false;
    refresh(p);
    if (!c->next.base.hidden && ui_button_event(&c->next, ev) == UI_ACTIVATED) {
        c->done_at[c->step++] = match_log_count(p->m);
        c->for_hash = 0;
        snd_play(SND_CLICK);
        return true;
    }
    if (!c->rule.base.hidden && ui_button_event(&c->rule, ev) == UI_ACTIVATED) {
        const game_lesson_step *st = current(p);
        const char *heading = st ? st->rule : c->lesson->step[c->lesson->nsteps - 1].rule;
        scene_push(scene_rules_new_at(play_game(p)->id, heading));
        return true;
    }
    if (!c->leave.base.hidden && ui_button_event(&c->leave, ev) == UI_ACTIVATED) {
        leave(p, false);
        return true;
    }
    /* a press on the bubble is the bubble's, not the board's under it */
    if (c->bubble.w > 0 && (ev->kind == IN_PRESS || ev->kind == IN_RELEASE) &&
        ui_contains(c->bubble, ev->x, ev->y))
        return true;
    return false;
}

static bool overlaps(gfx_rect a, gfx_rect b) /* b with a margin; b empty: no */
{
    if (b.w <= 0) return false;
    b = ui_rect_inset(b, -8);
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static void draw_ring(gfx_rect r)
{
    if (r.w <= 0) return;
    gfx_rect o = ui_rect_inset(r, -6);
    gfx_rrect_outline(ui_rect_inset(o, -3), 12, 3, GFX_RGBA(20, 10, 0, 140));
    gfx_rrect_outline(o, 10, 5, UI_COL_ACCENT);
}

void play_coach_draw(play *p, gfx_rect area)
{
    play_coach *c = &p->coach;
    refresh(p);
    gfx_rect from = {0}, to = {0};
    bool spot = c->pointing && play_react_spot(p, c->point_seat, c->point, &to);
    if (c->pointing && !spot && p->board->spot)
        spot = p->board->spot(p->b, c->point_seat, c->point, &from, &to);
    gfx_rect f2, t2; /* a tile chosen, then placed: one gesture from the first to the second */
    if (spot && to.w <= 0 && c->point_then != LESSON_NO_MOVE &&
        p->board->spot(p->b, c->point_seat, c->point_then, &f2, &t2))
        to = t2;
    p->coach.from = spot ? from : (gfx_rect){0};
    p->coach.to = spot ? to : (gfx_rect){0};
    if (p->board->guide) p->board->guide(p->b, spot ? c->point_seat : -1, c->point);
    if (spot) {
        if (from.w > 0 && to.w > 0)
            gfx_line(from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2, 4,
                     GFX_RGBA(244, 162, 89, 150));
        draw_ring(from);
        draw_ring(to);
    }
    if (!c->text[0] && !c->say[0]) {
        c->bubble = (gfx_rect){0};
        return;
    }
    const float size = 19, pad = 14, bh = 40, gap = 6;
    if (p->board->coach_area) area = p->board->coach_area(p->b, area);
    float w = fminf(560, area.w - 32), tw = w - 2 * pad;
    const gfx_color none = GFX_RGBA(0, 0, 0, 0);
    float th =
        c->text[0] ? gfx_text_box(c->text, (gfx_rect){0, 0, tw, 400}, size, GFX_LEFT, none) : 0;
    float sh =
        c->say[0] ? gfx_text_box(c->say, (gfx_rect){0, 0, tw, 400}, size, GFX_LEFT, none) : 0;
    bool buttons = !c->next.base.hidden || !c->rule.base.hidden || !c->leave.base.hidden;
    float h = pad * 2 + th + (th > 0 && sh > 0 ? gap : 0) + sh + (buttons ? bh + 10 : 0);
    /* the bottom middle of the board's area, else the first place that leaves the pointed
     * piece and spot in sight */
    gfx_rect b = {0, 0, w, h};
    const float xs[3] = {area.x + (area.w - w) / 2, area.x + 12, area.x + area.w - w - 12};
    /* at the end, the top: the bottom rows hold the last moves the score walked through */
    const float ys[2] = {p->mode == MODE_RESULTS ? area.y + 12 : area.y + area.h - h - 12,
                         area.y + 12};
    bool placed = false;
    for (int yi = 0; yi < 2 && !placed; yi++)
        for (int xi = 0; xi < 3 && !placed; xi++) {
            b.x = xs[xi], b.y = ys[yi];
            placed = !spot || (!overlaps(b, from) && !overlaps(b, to));
        }
    if (!placed) b.x = xs[0], b.y = ys[0];
    c->bubble = b;
    gfx_rrect_shadow(b, 14, 0, 4, UI_COL_SHADOW);
    gfx_rrect(b, 14, GFX_RGBA(16, 26, 50, 236));
    gfx_rrect_outline(b, 14, 2, UI_COL_ACCENT);
    if (th > 0)
        gfx_text_box(c->text, (gfx_rect){b.x + pad, b.y + pad, tw, th + 4}, size, GFX_LEFT,
                     UI_COL_TEXT_SOFT);
    if (sh > 0)
        gfx_text_box(c->say, (gfx_rect){b.x + pad, b.y + pad + th + (th > 0 ? gap : 0), tw, sh + 4},
                     size, GFX_LEFT, UI_COL_ACCENT_HI);
    gfx_rect row = {b.x + pad, b.y + h - pad - bh, w - 2 * pad, bh};
    ui_button *order[3] = {&c->next, &c->rule, &c->leave};
    float x = row.x;
    for (int i = 0; i < 3; i++) {
        ui_button *bt = order[i];
        if (bt->base.hidden) continue;
        float bw = fminf(gfx_text_width(bt->label, 17, GFX_BOLD) + 36, row.x + row.w - x);
        if (bw < 60) {
            bt->base.hidden = true;
            continue;
        }
        bt->base.rect = (gfx_rect){x, row.y, bw, bh};
        ui_button_draw(bt);
        x += bw + 10;
    }
}

bool play_coach_spot(const play *p, gfx_rect *from, gfx_rect *to, char *text, size_t n)
{
    *from = p->coach.from;
    *to = p->coach.to;
    if (text)
        snprintf(text, n, "%s%s%s", p->coach.text, p->coach.text[0] ? "\n" : "", p->coach.say);
    return p->coach.to.w > 0 || p->coach.from.w > 0;
}

bool play_coach_button(const play *p, const char *which, gfx_rect *out)
{
    const ui_button *b = strcmp(which, "next") == 0    ? &p->coach.next
                         : strcmp(which, "rule") == 0  ? &p->coach.rule
                         : strcmp(which, "leave") == 0 ? &p->coach.leave
                                                       : NULL;
    if (!b) return false;
    *out = b->base.rect;
    return p->coach.lesson && !p->coach.quiet && !b->base.hidden && out->w > 0;
}

double play_coach_time_scale(const play *p)
{
    const play_coach *c = &p->coach;
    const game_lesson *l = c->lesson;
    bool slow = l && !c->quiet && l->slow > 0 && l->slow < 1 && c->step < l->slow_steps;
    return slow ? l->slow : 1.0;
}

bool play_coach_flick(const play *p)
{
    const play_coach *c = &p->coach;
    return c->lesson && !c->quiet && c->lesson->flick_step > 0 &&
           c->step == c->lesson->flick_step - 1;
}
