/* mycity_board_int.h: what the My City board's two files share (input and state in
 * mycity_board.c, drawing in mycity_board_draw.c). Nobody else includes it. */
#ifndef CB_MYCITY_BOARD_INT_H
#define CB_MYCITY_BOARD_INT_H
#include "games/mycity/rules/mycity.h"
#include "play/play.h"
#include "ui/ui.h"
#include <stdlib.h>

enum { MYCITY_BOARD_ANIMS = 4 };

typedef struct mycity_board_layout {
    gfx_rect area;  /* the host's area this layout was made for */
    gfx_rect panel; /* the wooden board panel */
    gfx_rect grid;  /* bounding box of the squares */
    float frame;    /* wood around the squares (holds the coordinates) */
    float cell;     /* square side (hex: hex width) */
    float hr;       /* hex radius, centre to corner */
    int side, players;
    bool hex, trays; /* trays: the right column is shown (not at the end) */
    uint8_t over_seen;
    gfx_rect tray[GAME_MAX_PLAYERS];
    float step, tok;            /* tray grid step and token size */
    int kcols;                  /* tray columns: zone types (+ slum) */
    gfx_rect button, hint, how; /* the control button, what is pointed at, how to play */
    gfx_rect legend;            /* what the counters' icons mean (h 0: no room) */
    float trays_bottom;         /* the lowest tray's bottom edge */
    /* A small window: the player to move has the only full tray, the others a chip each (their
     * tray rect) with their name and counters left. full: seats whose counters are shown. */
    bool compact;
    uint32_t full;
    float label_w; /* a column of row values at the trays' left when counters have no numbers */
} mycity_board_layout;

typedef struct mycity_board_pick {
    int kind, value;
} mycity_board_pick;

typedef struct mycity_board_anim {
    int sq, seat;
    float t; /* 0..1 */
} mycity_board_anim;

typedef struct mycity_board_state {
    play *p;
    const game_def *g;
    mycity_board_layout lay;
    float scale;
    uint64_t hash; /* match hash the pieces were built for */
    bool dirty;
    int ncount;
    /* the acting seat, its view and legal actions */
    int act_seat;
    mycity_state act, scratch, ev_view;
    game_action legal[GAME_MAX_ACTIONS];
    int nlegal;
    /* drag and drop: pieces are the acting seat's pickable counters, targets the squares */
    ui_drag drag;
    mycity_board_pick pick[UI_DRAG_MAX_PIECES];
    int npick;
    int target_sq[UI_DRAG_MAX_TARGETS];
    int sq_target[MYCITY_MAX_SQ];
    /* keyboard and pad */
    int cur_sq, kb_sel, hover_sq;
    int hover_seat, hover_kind, hover_value; /* tray counter under the pointer (seat -1: none) */
    bool show_cursor, show_sel; /* show_sel: the counter kb_sel is shown picked, its squares lit */
    bool quiet_drop;            /* ui_drag played the drop sound */
    float kb_shake;
    /* animations, notices, overlays */
    mycity_board_anim anim[MYCITY_BOARD_ANIMS];
    char pass_note[160];
    int pass_seat;
    int pass_pending; /* a human seat that can only pass: passes after pass_wait */
    float pass_wait;
    uint64_t pass_hash; /* match hash pass_pending was decided for */
    bool show_control;
    ui_button control;
    /* cached static board */
    gfx_target layer;
    uint64_t layer_key;
} mycity_board_state;

/* A counter is shown picked (a ring, its squares lit): a tap on a lit square places it. */
static inline bool mycity_board_selected(const mycity_board_state *b)
{
    return b->show_sel && b->kb_sel >= 0 && b->kb_sel < b->npick;
}

/* mycity_board_layout.c */
float mycity_board_min_text(void); /* the text size (units) of 12 pixels in this frame */
bool mycity_board_numbers_fit(
    float tok_size); /* a counter this big shows its number at 12 px or more */
void mycity_board_make_layout(mycity_board_state *b, gfx_rect area, const mycity_state *s);
float mycity_board_min_width(
    const mycity_board_state *b); /* the area the board lays out well in beside the drawer */
void mycity_board_sq_center(const mycity_board_state *b, int sq, float *x, float *y);
int mycity_board_sq_at(const mycity_board_state *b, float x, float y); /* -1 off the board */
void mycity_board_slot_center(const mycity_board_state *b, int seat, int kind, int value, float *x,
                              float *y);

/* mycity_board.c */
bool mycity_board_check(mycity_board_state *b, int kind, int value, int sq, char *why,
                        size_t n); /* legal, or why */

#define MYCITY_BOARD_COL_NAVY GFX_HEX(0x1F2A44)

static inline gfx_color mycity_board_alpha(gfx_color c, float a)
{
    c.a = (uint8_t)(c.a * (a < 0 ? 0 : a > 1 ? 1 : a));
    return c;
}

static inline bool mycity_board_is_light(gfx_color c)
{
    return 0.299f * c.r + 0.587f * c.g + 0.114f * c.b > 185;
}

/* mycity_board_draw.c */
void mycity_board_soft_shadow(gfx_rect r, float radius, float spread, float dy, uint8_t alpha);
void mycity_board_draw_token(float cx, float cy, float size, int seat, int kind, int value,
                             int shown, float lift);
void mycity_board_draw(mycity_board_state *b, const mycity_state *view,
                       const game_score_line *highlight);
void mycity_board_layer_free(mycity_board_state *b);
const char *mycity_board_zone_art(int kind); /* the icon of a zone type (SVG path) */

/* mycity_board_tray.c */
void mycity_board_draw_tray(mycity_board_state *b, const mycity_state *s, int seat, bool to_move);
void mycity_board_draw_hint(mycity_board_state *b, const mycity_state *s);

/* mycity_board_marks.c: the legend of the icons and the last moves on the board */
float mycity_board_legend_height(const mycity_state *s, float w);
void mycity_board_draw_legend(const mycity_board_state *b, const mycity_state *s);
void mycity_board_draw_last_moves(const mycity_board_state *b, const mycity_state *s);

#endif
