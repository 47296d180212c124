/* menu.c: the main menu: the playable games as cards, Resume (naming the game in progress, or a
 * list when there are several), Settings, About, Quit. The helpers every scene file shares are in
 * scenes_util.c. */
#include "audio/audio.h"
#include "core/i18n.h"
#include "core/fsutil.h"
#include "core/log.h"
#include "games/registry.h"
#include "platform/platform.h"
#include "platform/settings.h"
#include "scenes/scenes.h"
#include "ui/ui.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MENU_MAX_GAMES = 8 };

typedef struct menu_card {
    ui_button btn;
    ui_button learn; /* "Learn to play", a link above the pill (hidden: the game has none) */
    const game_entry *e;
    char art[96];
    float lift; /* 0..1 hover/focus animation */
} menu_card;

typedef struct menu_scene {
    scene base;
    scenes_find_fn find;
    menu_card cards[MENU_MAX_GAMES];
    int ncards;
    ui_button resume, settings, about, club, quit, ladder; /* club, ladder: src/club */
    ui_focus focus;
    scenes_scroll scroll;
    gfx_rect view;     /* the cards' viewport */
    float content_top; /* y of the first card row (unscrolled) */
    float title_y, title_h;
    bool has_logo;
    char logo[64];
    float laid_w, laid_h;
    bool laid_has_resume;
    /* the games in progress: one names the button ("Resume My City") with its progress in a
     * caption above it ("12 moves, 14:32"); several open a list (resume-pick) */
    int nsaved;
    scene_saved_game saved;
    char resume_label[160], resume_fact[128];
} menu_scene;

static void menu_layout(menu_scene *m)
{
    float W = gfx_width() > 0 ? gfx_width() : 1280, H = gfx_height() > 0 ? gfx_height() : 720;
    float margin = W < 900 ? 16 : UI_MARGIN;
    m->title_h = H < 500 ? 52 : 80;
    m->title_y = H < 500 ? 10 : 28;
    float top = m->title_y + m->title_h + (H < 500 ? 30 : 44);

    /* bottom row of buttons */
    ui_button *row[5];
    int nrow = 0;
    if (!m->resume.base.hidden) row[nrow++] = &m->resume;
    if (!m->settings.base.hidden) row[nrow++] = &m->settings;
    row[nrow++] = &m->about;
    row[nrow++] = &m->club;
    if (!m->quit.base.hidden) row[nrow++] = &m->quit;
    float bh = H < 500 ? 44 : UI_BUTTON_H, gap = UI_GAP;
    float bw = 200; /* wide enough for the longest label (French runs long) */
    for (int i = 0; i < nrow; i++)
        if (row[i]->label)
            bw = fmaxf(bw, gfx_text_width(row[i]->label, UI_FONT_LABEL, GFX_BOLD) + 56);
    bw = fminf(bw, (W - 2 * margin - gap * (float)(nrow - 1)) / (float)nrow);
    float bx = (W - (bw * (float)nrow + gap * (float)(nrow - 1))) / 2, by = H - margin * 0.75f - bh;
    for (int i = 0; i < nrow; i++)
        row[i]->base.rect = (gfx_rect){bx + (bw + gap) * (float)i, by, bw, bh};
    /* club mode's evening ladder: top right, away from the games and the unlock corner */
    float lw = gfx_text_width(m->ladder.label ? m->ladder.label : "", UI_FONT_LABEL, GFX_BOLD) + 48;
    float lh = H < 500 ? 40 : 46;
    m->ladder.base.rect = (gfx_rect){W - margin * 0.75f - lw, margin * 0.75f, lw, lh};

    /* cards */
    float caption = m->resume_fact[0] && !m->resume.base.hidden ? (H < 500 ? 20 : 24) : 0;
    /* the cards' viewport starts under the subtitle (a lifted card must not touch it) */
    float sub_bottom = m->title_y + m->title_h + 8 + (m->title_h < 60 ? 16 : 20) + 4;
    float vy = fmaxf(top - 12, sub_bottom);
    m->view = (gfx_rect){0, vy, W, by - 16 - caption - vy};
    float avail = W - 2 * margin;
    int cols = (int)((avail + gap) / (180 + gap));
    /* every game in one row when the cards still fit a little narrower: nothing to scroll */
    if (cols < m->ncards && (avail - gap * (float)(m->ncards - 1)) / (float)m->ncards >= 148)
        cols = m->ncards;
    if (cols > m->ncards) cols = m->ncards;
    if (cols < 1) cols = 1;
    int rows = (m->ncards + cols - 1) / cols;
    float cw = (avail - gap * (float)(cols - 1)) / (float)cols;
    if (cw > 280) cw = 280;
    float ch = cw * 1.4f;
    float vh = m->view.h - 24;
    if (rows == 1 && ch > vh) ch = vh > cw * 1.15f ? vh : cw * 1.15f;
    if (ch > vh) ch = fmaxf(vh, 150); /* a whole row stays visible on short screens */
    float content_h = (float)rows * ch + gap * (float)(rows - 1);
    scenes_scroll_set_max(&m->scroll, content_h + 24, m->view.h);
    float y0 = content_h + 24 < m->view.h ? m->view.y + (m->view.h - content_h) / 2 : top;
    m->content_top = y0;
    for (int i = 0; i < m->ncards; i++) {
        int r = i / cols, c = i % cols;
        int in_row = (r == rows - 1) ? m->ncards - r * cols : cols; /* centre a short last row */
        float rw = cw * (float)in_row + gap * (float)(in_row - 1);
        float x0 = (W - rw) / 2;
        m->cards[i].btn.base.rect = (gfx_rect){x0 + (cw + gap) * (float)c,
                                               y0 + (ch + gap) * (float)r - m->scroll.y, cw, ch};
    }
    m->laid_w = W;
    m->laid_h = H;
}

static void menu_refresh_resume(menu_scene *m)
{
    scene_saved_game all[SCENE_MAX_SAVED];
    m->nsaved = scenes_hooks()->saved_games ? scenes_hooks()->saved_games(all, SCENE_MAX_SAVED) : 0;
    bool has = scenes_hooks()->saved_games
                   ? m->nsaved > 0
                   : scenes_hooks()->has_resume && scenes_hooks()->has_resume();
    m->resume.base.hidden = !has;
    m->resume_fact[0] = 0;
    snprintf(m->resume_label, sizeof m->resume_label, "%s", _("Resume game"));
    if (m->nsaved == 1) {
        m->saved = all[0];
        snprintf(m->resume_label, sizeof m->resume_label, _("Resume %s"), all[0].name);
        snprintf(m->resume_fact, sizeof m->resume_fact, "%s", all[0].fact);
    } else if (m->nsaved > 1) {
        snprintf(m->resume_label, sizeof m->resume_label, "%s", _("Resume a game"));
        snprintf(m->resume_fact, sizeof m->resume_fact, _("%d games in progress"), m->nsaved);
    }
    m->resume.label = m->resume_label;
    /* club mode's kiosk lock hides what visitors must not reach */
    m->settings.base.hidden = m->quit.base.hidden = settings_get()->kiosk_locked;
    if (has) LOG_I("menu: %s (%s)", m->resume_label, m->resume_fact); /* tests read it */
}

static void quit_confirmed(void *user)
{
    (void)user;
    if (scenes_hooks()->quit) scenes_hooks()->quit();
}

static void menu_ask_quit(void)
{
    scene_push(scene_dialog_new(N_("Quit CityBox?"), N_("See you soon at the table!"), N_("Quit"),
                                N_("Stay"), quit_confirmed, NULL));
}

static void menu_open_card(menu_scene *m, menu_card *c)
{
    scene *s = scene_setup_new(c->e->id);
    if (s) scene_push(s);
}

static void menu_enter(scene *s)
{
    menu_scene *m = (menu_scene *)s;
    int cur = m->focus.current;
    ui_focus_init(&m->focus);
    for (int i = 0; i < m->ncards; i++) {
        menu_card *c = &m->cards[i];
        ui_button_init(&c->btn, c->btn.base.rect, _(c->e->name), UI_BUTTON_SECONDARY);
        ui_focus_add(&m->focus, &c->btn.base);
        const game_def *g = game_find(c->e->id);
        ui_button_init(&c->learn, c->learn.base.rect, _("Learn to play"), UI_BUTTON_SECONDARY);
        c->learn.base.tooltip = _("A guided first game against a gentle bot: a coach shows "
                                  "each rule.");
        c->learn.base.hidden = !g || !g->lesson || !scenes_hooks()->start_lesson;
        if (!c->learn.base.hidden) ui_focus_add(&m->focus, &c->learn.base);
    }
    ui_button_init(&m->resume, m->resume.base.rect, _("Resume game"), UI_BUTTON_PRIMARY);
    ui_button_init(&m->settings, m->settings.base.rect, _("Settings"), UI_BUTTON_SECONDARY);
    ui_button_init(&m->about, m->about.base.rect, _("About"), UI_BUTTON_SECONDARY);
    ui_button_init(&m->club, m->club.base.rect, _("Club mode"), UI_BUTTON_SECONDARY);
    ui_button_init(&m->quit, m->quit.base.rect, _("Quit"), UI_BUTTON_DANGER);
    ui_button_init(&m->ladder, m->ladder.base.rect, _("Evening ladder"), UI_BUTTON_SECONDARY);
    m->ladder.base.tooltip = _("Tonight's standings: points per placing, games and wins.");
    m->club.base.tooltip = _("For a club's table: the games show themselves, bots playing, until "
                             "a visitor touches the screen to play.");
    m->resume.base.tooltip = _("Carry on with the game you left.");
    m->settings.base.tooltip = _("Sound, screen, language and bot speed.");
    m->about.base.tooltip = _("Version, credits and where the log file is.");
    ui_focus_add(&m->focus, &m->resume.base);
    ui_focus_add(&m->focus, &m->settings.base);
    ui_focus_add(&m->focus, &m->ladder.base);
    ui_focus_add(&m->focus, &m->about.base);
    ui_focus_add(&m->focus, &m->club.base);
    ui_focus_add(&m->focus, &m->quit.base);
    menu_refresh_resume(m);
    if (cur >= 0 && cur < m->focus.count)
        ui_focus_set(&m->focus, m->focus.items[cur]);
    else if (m->ncards > 0)
        ui_focus_set(&m->focus, &m->cards[0].btn.base);
    menu_layout(m);
}

static void menu_resume(scene *s)
{
    menu_scene *m = (menu_scene *)s;
    menu_refresh_resume(m);
    menu_layout(m);
}

static void menu_show_focus(menu_scene *m)
{
    ui_base *f = ui_focus_current(&m->focus);
    for (int i = 0; i < m->ncards; i++)
        if (f == &m->cards[i].btn.base) {
            gfx_rect r = f->rect;
            float top = r.y + m->scroll.y - m->view.y, bottom = top + r.h;
            scenes_scroll_show(&m->scroll, top, bottom, m->view.h);
            menu_layout(m);
        }
}

static bool menu_event(scene *s, const in_event *ev)
{
    menu_scene *m = (menu_scene *)s;
    if (m->laid_w != gfx_width() || m->laid_h != gfx_height()) menu_layout(m);

    if (scenes_scroll_event(&m->scroll, m->view, ev)) {
        menu_layout(m);
        if (ev->kind != IN_RELEASE) return true;
        /* a drag ended: let the cards drop their press without activating */
        in_event away = *ev;
        away.x = away.y = -1e6f;
        for (int i = 0; i < m->ncards; i++) ui_button_event(&m->cards[i].btn, &away);
        return true;
    }
    in_event ce = scenes_clip_event(ev, m->view);
    for (int i = 0; i < m->ncards; i++) {
        menu_card *c = &m->cards[i];
        if (c->learn.base.hidden) continue;
        ui_result r = ui_button_event(&c->learn, &ce);
        if (r == UI_ACTIVATED) {
            ui_focus_set(&m->focus, &c->learn.base);
            scenes_hooks()->start_lesson(c->e->id);
            return true;
        }
        if (r != UI_NONE) return true;
    }
    for (int i = 0; i < m->ncards; i++) {
        ui_result r = ui_button_event(&m->cards[i].btn, &ce);
        if (r == UI_ACTIVATED) {
            ui_focus_set(&m->focus, &m->cards[i].btn.base);
            menu_open_card(m, &m->cards[i]);
            return true;
        }
        if (r != UI_NONE) return true;
    }
    if (ui_button_event(&m->resume, ev) == UI_ACTIVATED) {
        if (m->nsaved > 1)
            scene_push(scene_resume_pick_new());
        else if (m->nsaved == 1 && scenes_hooks()->resume_game)
            scenes_hooks()->resume_game(m->saved.game_id);
        else if (scenes_hooks()->resume)
            scenes_hooks()->resume();
        return true;
    }
    if (ui_button_event(&m->settings, ev) == UI_ACTIVATED) {
        scene_push(scene_settings_new());
        return true;
    }
    if (ui_button_event(&m->ladder, ev) == UI_ACTIVATED) {
        if (scenes_hooks()->open_ladder) scenes_hooks()->open_ladder();
        return true;
    }
    if (ui_button_event(&m->about, ev) == UI_ACTIVATED) {
        scene_push(scene_about_new());
        return true;
    }
    if (ui_button_event(&m->club, ev) == UI_ACTIVATED) {
        if (scenes_hooks()->start_club) scenes_hooks()->start_club();
        return true;
    }
    if (ui_button_event(&m->quit, ev) == UI_ACTIVATED) {
        menu_ask_quit();
        return true;
    }
    if (ev->kind == IN_NAV && ev->key == IN_NAV_BACK) {
        if (!settings_get()->kiosk_locked) menu_ask_quit();
        return true;
    }
    ui_result fr = ui_focus_event(&m->focus, ev);
    if (fr != UI_NONE && ev->kind == IN_NAV) menu_show_focus(m);
    return fr != UI_NONE;
}

static void menu_tick(scene *s, double dt)
{
    menu_scene *m = (menu_scene *)s;
    bool instant = ui_reduced_motion();
    for (int i = 0; i < m->ncards; i++) {
        menu_card *c = &m->cards[i];
        float target = (c->btn.base.hovered || (c->btn.base.focused && ui_keyboard_mode())) ? 1 : 0;
        if (instant)
            c->lift = target;
        else if (c->lift < target)
            c->lift = fminf(target, c->lift + (float)dt * 7);
        else if (c->lift > target)
            c->lift = fmaxf(target, c->lift - (float)dt * 7);
    }
}

static bool menu_busy(scene *s)
{
    menu_scene *m = (menu_scene *)s;
    for (int i = 0; i < m->ncards; i++) {
        const menu_card *c = &m->cards[i];
        float target = (c->btn.base.hovered || (c->btn.base.focused && ui_keyboard_mode())) ? 1 : 0;
        if (c->lift != target) return true;
    }
    return false;
}

/* A little skyline drawn from shapes: the emblem when data/art/logo.svg is missing. */
static void draw_emblem(gfx_rect r)
{
    static const float bx[] = {0.05f, 0.22f, 0.41f, 0.60f, 0.78f};
    static const float bh[] = {0.45f, 0.78f, 0.98f, 0.62f, 0.40f};
    gfx_rrect(r, r.w * 0.22f, UI_COL_ACCENT);
    gfx_rect in = ui_rect_inset(r, r.w * 0.14f);
    const gfx_color cols[] = {UI_SEAT_COL_1, UI_SEAT_COL_2, UI_COL_PANEL, UI_SEAT_COL_4,
                              UI_SEAT_COL_5};
    for (int i = 0; i < 5; i++) {
        float h = in.h * bh[i];
        gfx_rrect((gfx_rect){in.x + in.w * bx[i], in.y + in.h - h, in.w * 0.18f, h}, 2, cols[i]);
    }
}

/* A game's name centred at (cx, y) in width w: one line from size down to 16, else two lines
 * split at a space (down to 14); returns the height used (draws nothing when !draw). */
static float card_name(const char *name, float cx, float y, float w, float size, bool draw)
{
    float s1 = size;
    while (s1 > 16 && gfx_text_width(name, s1, GFX_BOLD) > w) s1 -= 1;
    const char *space = NULL;
    if (gfx_text_width(name, s1, GFX_BOLD) > w) /* the most even split at a space */
        for (const char *p = strchr(name, ' '); p; p = strchr(p + 1, ' '))
            if (!space || labs((long)(p - name) * 2 - (long)strlen(name)) <
                              labs((long)(space - name) * 2 - (long)strlen(name)))
                space = p;
    if (!space) {
        if (draw) gfx_text_styled(name, cx, y, s1, GFX_CENTER | GFX_TOP, GFX_BOLD, UI_COL_INK);
        return s1;
    }
    char a[64], b[64];
    snprintf(a, sizeof a, "%.*s", (int)(space - name), name);
    snprintf(b, sizeof b, "%s", space + 1);
    float s2 = fminf(size, 20);
    while (s2 > 14 && fmaxf(gfx_text_width(a, s2, GFX_BOLD), gfx_text_width(b, s2, GFX_BOLD)) > w)
        s2 -= 1;
    if (draw) {
        gfx_text_styled(a, cx, y, s2, GFX_CENTER | GFX_TOP, GFX_BOLD, UI_COL_INK);
        gfx_text_styled(b, cx, y + s2 * 1.1f, s2, GFX_CENTER | GFX_TOP, GFX_BOLD, UI_COL_INK);
    }
    return s2 * 2.1f;
}

/* The tagline's box under the name when the art is art_h high, and whether all of it fits. */
static bool card_tagline(gfx_rect r, float pad, float art_h, float name_h, const char *tagline,
                         float size, float foot, gfx_rect *box)
{
    float ty = r.y + pad + art_h + pad * 1.1f + name_h + 6;
    *box = (gfx_rect){r.x + pad * 1.4f, ty, r.w - pad * 2.8f, r.y + r.h - ty - foot};
    float need = gfx_text_box(tagline, (gfx_rect){0, 0, box->w, 10000}, size, GFX_CENTER | GFX_TOP,
                              (gfx_color){0});
    return need > 0 && need <= box->h + 2;
}

static void draw_card(const menu_scene *m, menu_card *c)
{
    gfx_rect r = c->btn.base.rect;
    float lift = c->lift * 7;
    r.y -= lift;
    bool pressed = c->btn.base.pressed;
    if (pressed) r.y += 3;
    /* shadow */
    gfx_rrect_shadow(r, UI_RADIUS_L, 2, 6 + lift * 0.8f,
                     GFX_RGBA(4, 8, 20, (uint8_t)(90 + 50 * c->lift)));
    gfx_rrect(r, UI_RADIUS_L, UI_COL_PANEL);
    if (c->lift > 0)
        gfx_rrect_outline(r, UI_RADIUS_L, 3, GFX_RGBA(244, 162, 89, (uint8_t)(255 * c->lift)));
    else
        gfx_rrect_outline(r, UI_RADIUS_L, 1.5f, UI_COL_PANEL_EDGE);

    /* cover art */
    float pad = r.w * 0.05f;
    gfx_rect art = {r.x + pad, r.y + pad, r.w - 2 * pad, (r.w - 2 * pad) * 0.75f};
    float name_size = r.w < 220 ? 20 : 24, tag_size = r.w < 220 ? 15 : 16;
    const char *name = _(c->e->name), *tagline = _(c->e->tagline);
    float name_h = card_name(name, 0, 0, r.w - 2 * pad, name_size, false);
    /* The whole tagline or none (a clipped half-sentence reads worse; none: it is the tip). A
     * short card lowers the art for it, unless even that leaves no room: then the art stays. */
    gfx_rect tag;
    const float link_h = 26; /* "Learn to play" above the pill */
    bool link = !c->learn.base.hidden;
    float foot = 48 + (link ? link_h : 0), room = 130 + (link ? link_h : 0);
    bool fits = card_tagline(r, pad, art.h, name_h, tagline, tag_size, foot, &tag);
    float below = r.h - (art.y - r.y) - art.h; /* room for name, tagline and the pill */
    if (!fits && below < room) {
        float low = fmaxf(art.w * 0.45f, art.h - (room - below));
        if (card_tagline(r, pad, low, name_h, tagline, tag_size, foot, &tag)) {
            art.h = low;
            fits = true;
        }
    }
    c->btn.base.tooltip = fits ? NULL : tagline;
    gfx_rrect(art, UI_RADIUS_M, GFX_HEX(0x2B4570));
    gfx_svg(c->art, art, UI_COL_WHITE);

    /* name (on two lines rather than tiny, in a narrow card) and tagline */
    card_name(name, r.x + r.w / 2, art.y + art.h + pad * 1.1f, r.w - 2 * pad, name_size, true);
    if (fits) gfx_text_box(tagline, tag, tag_size, GFX_CENTER | GFX_TOP, UI_COL_INK_SOFT);

    /* the pill at the bottom */
    const char *pill_text = _("Play");
    float pw = fminf(r.w - 2 * pad, fmaxf(140, gfx_text_width(pill_text, 20, GFX_BOLD) + 28));
    float ph = 34;
    gfx_rect pill = {r.x + (r.w - pw) / 2, r.y + r.h - pad - ph, pw, ph};
    gfx_rrect(pill, ph / 2, c->lift > 0.5f ? UI_COL_ACCENT_HI : UI_COL_ACCENT);
    gfx_text_styled(pill_text, pill.x + pill.w / 2, pill.y + ph / 2, 20, GFX_CENTER | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_INK);
    if (link) { /* a link, not a second pill: the card's one big target stays Play */
        const char *lt = c->learn.label;
        float lw = fminf(r.w - 2 * pad, gfx_text_width(lt, 16, GFX_BOLD) + 20);
        c->learn.base.rect = (gfx_rect){r.x + (r.w - lw) / 2, pill.y - link_h - 2, lw, link_h};
        gfx_rect lr = c->learn.base.rect;
        bool hot = c->learn.base.hovered || c->learn.base.pressed;
        if (hot) gfx_rrect(lr, link_h / 2, GFX_RGBA(244, 162, 89, 60));
        float size = 16;
        while (size > 12 && gfx_text_width(lt, size, GFX_BOLD) > lw - 8) size -= 1;
        gfx_text_styled(lt, lr.x + lr.w / 2, lr.y + link_h / 2, size, GFX_CENTER | GFX_MIDDLE,
                        GFX_BOLD, UI_COL_ACCENT_LO);
        gfx_fill_rect((gfx_rect){lr.x + 10, lr.y + link_h / 2 + size * 0.55f, lr.w - 20, 1.5f},
                      GFX_RGBA(201, 116, 47, 160));
        if (c->learn.base.focused && ui_keyboard_mode()) ui_draw_focus_ring(lr, link_h / 2);
    }
    if (c->btn.base.focused && ui_keyboard_mode()) ui_draw_focus_ring(r, UI_RADIUS_L);
    (void)m;
}

static void menu_draw(scene *s, float alpha)
{
    (void)alpha;
    menu_scene *m = (menu_scene *)s;
    if (m->laid_w != gfx_width() || m->laid_h != gfx_height()) menu_layout(m);
    scenes_draw_backdrop(s);
    scenes_draw_begin(s, false);
    float W = gfx_width();

    /* logo and title */
    float th = m->title_h, ts = th * 0.78f;
    const char *title = "CityBox";
    float tw = gfx_text_width(title, ts, GFX_BOLD);
    float total = th + 16 + tw, x = (W - total) / 2;
    gfx_rect logo = {x, m->title_y, th, th};
    if (m->has_logo)
        gfx_svg(m->logo, logo, UI_COL_WHITE);
    else
        draw_emblem(logo);
    gfx_text_styled(title, x + th + 16 + 2, m->title_y + th / 2 + 3, ts, GFX_LEFT | GFX_MIDDLE,
                    GFX_BOLD, UI_COL_SHADOW);
    gfx_text_styled(title, x + th + 16, m->title_y + th / 2, ts, GFX_LEFT | GFX_MIDDLE, GFX_BOLD,
                    UI_COL_TEXT);
    gfx_text(_("Five city board games on one screen"), W / 2, m->title_y + th + 8,
             th < 60 ? 16 : 20, GFX_CENTER | GFX_TOP, UI_COL_TEXT_SOFT);

    gfx_push_clip(m->view);
    for (int i = 0; i < m->ncards; i++) draw_card(m, &m->cards[i]);
    gfx_pop_clip();
    scenes_scroll_draw(&m->scroll, m->view, GFX_RGBA(255, 255, 255, 80), GFX_RGBA(20, 33, 61, 0));

    if (!m->resume.base.hidden) {
        ui_button_draw(&m->resume);
        gfx_rect r = m->resume.base.rect;
        if (m->resume_fact[0])
            gfx_text(m->resume_fact, r.x + r.w / 2, r.y - 4, gfx_height() < 500 ? 16 : 17,
                     GFX_CENTER | GFX_BOTTOM, UI_COL_TEXT);
    }
    ui_button_draw(&m->settings);
    ui_button_draw(&m->about);
    ui_button_draw(&m->club);
    ui_button_draw(&m->quit);
    ui_button_draw(&m->ladder);
    if (gfx_height() >= 500)
        gfx_text(CITYBOX_VERSION, W - 10, gfx_height() - 6, 14, GFX_RIGHT | GFX_BOTTOM,
                 GFX_RGBA(184, 194, 214, 120));
    scenes_draw_end();
}

static void menu_destroy(scene *s)
{
    free(s);
}

static bool menu_find(scene *s, const char *id, gfx_rect *out)
{
    menu_scene *m = (menu_scene *)s;
    const ui_base *b = NULL;
    if (strcmp(id, "resume") == 0)
        b = &m->resume.base;
    else if (strcmp(id, "settings") == 0)
        b = &m->settings.base;
    else if (strcmp(id, "about") == 0)
        b = &m->about.base;
    else if (strcmp(id, "club") == 0)
        b = &m->club.base;
    else if (strcmp(id, "quit") == 0)
        b = &m->quit.base;
    else if (strcmp(id, "ladder") == 0)
        b = &m->ladder.base;
    for (int i = 0; i < m->ncards && !b; i++) {
        if (strncmp(id, "card:", 5) == 0 && strcmp(m->cards[i].e->id, id + 5) == 0)
            b = &m->cards[i].btn.base;
        if (strncmp(id, "learn:", 6) == 0 && strcmp(m->cards[i].e->id, id + 6) == 0)
            b = &m->cards[i].learn.base; /* where the last frame drew it */
    }
    if (!b || b->hidden) return false;
    if (strncmp(id, "card:", 5) == 0) { /* scrolled into view first */
        float top = b->rect.y + m->scroll.y - m->view.y;
        scenes_scroll_show(&m->scroll, top, top + b->rect.h, m->view.h);
        menu_layout(m);
    }
    *out = b->rect;
    return true;
}

static const scene_vt menu_vt = {
    .name = "menu",
    .opaque = true,
    .enter = menu_enter,
    .resume = menu_resume,
    .event = menu_event,
    .tick = menu_tick,
    .draw = menu_draw,
    .busy = menu_busy,
    .destroy = menu_destroy,
};

scene *scene_menu_new(void)
{
    menu_scene *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->base.vt = &menu_vt;
    m->find = menu_find;
    m->focus.current = -1;
    /* the catalogue's playable games (a game in the menu's list that is not playable yet is
     * left out, not shown as a card that refuses) */
    for (int i = 0; i < game_catalogue_count() && m->ncards < MENU_MAX_GAMES; i++) {
        const game_entry *e = game_catalogue_at(i);
        if (!e->def || !e->def->playable) continue;
        menu_card *c = &m->cards[m->ncards++];
        c->e = e;
        char rel[64];
        snprintf(rel, sizeof rel, "games/%s.svg", c->e->id);
        scenes_art(c->art, sizeof c->art, rel);
    }
    char path[1200];
    scenes_data_path(path, sizeof path, "art/logo.svg");
    m->has_logo = fs_exists(path);
    scenes_art(m->logo, sizeof m->logo, "logo.svg");
    return &m->base;
}
