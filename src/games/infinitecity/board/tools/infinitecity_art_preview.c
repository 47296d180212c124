/* infinitecity_art_preview.c: contact sheets of the Infinite City tile art, rasterised by
 * SDL2_image's IMG_LoadSizedSVG_RW (nanosvg), exactly as the game loads art. A developer's tool,
 * not built by default:
 *   cmake --build B --target infinitecity_art_preview
 *   B/games/infinitecity/infinitecity_art_preview data/art/infinitecity OUTDIR
 * Writes OUTDIR/infinitecity_sheet.png (every file at 96 and 48 px, on the app's navy felt and
 * on cream, labelled) and OUTDIR/infinitecity_city.png (a mock city at 48 px and 64 px: every
 * kind next to its neighbours, face-down tiles, tinted tokens and silver rings), so a human can
 * check that each kind reads at a glance; OUTDIR/infinitecity_city_grey.png is that city in grey
 * (shape and lightness only). It prints each kind's dominant colour and its nearest other kind. */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const names[] = {
    "arboretum",
    "bank",
    "capitol",
    "construction_site",
    "disaster_site",
    "embassy",
    "factory",
    "hotel",
    "housing",
    "library",
    "mausoleum",
    "plaza",
    "police_hq",
    "port",
    "post_office",
    "power_station",
    "security_guardpost",
    "shopping_complex",
    "stadium",
    "temple",
    "transit_station",
    "face_down",
    "silver_ring",
    "token",
};
#define N_FILES ((int)(sizeof names / sizeof names[0]))
#define N_KINDS 21

static const char *dir;

static SDL_Surface *load(const char *name, int px)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.svg", dir, name);
    SDL_RWops *rw = SDL_RWFromFile(path, "rb");
    if (!rw) {
        fprintf(stderr, "%s: %s\n", path, SDL_GetError());
        return NULL;
    }
    SDL_Surface *s = IMG_LoadSizedSVG_RW(rw, px, px);
    SDL_RWclose(rw);
    if (!s) fprintf(stderr, "%s: %s\n", path, IMG_GetError());
    return s;
}

static void fill(SDL_Surface *dst, int x, int y, int w, int h, Uint32 rgb)
{
    SDL_Rect r = {x, y, w, h};
    SDL_FillRect(dst, &r, SDL_MapRGB(dst->format, rgb >> 16, (rgb >> 8) & 255, rgb & 255));
}

/* Blits art at (x, y); tint != 0 multiplies it (white glyphs take the tint). */
static void put(SDL_Surface *dst, const char *name, int px, int x, int y, Uint32 tint)
{
    SDL_Surface *s = load(name, px);
    if (!s) return;
    if (tint) SDL_SetSurfaceColorMod(s, tint >> 16, (tint >> 8) & 255, tint & 255);
    SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_BLEND);
    SDL_Rect r = {x, y, s->w, s->h};
    SDL_BlitSurface(s, NULL, dst, &r);
    SDL_FreeSurface(s);
}

static void label(SDL_Surface *dst, TTF_Font *font, const char *text, int x, int y, Uint32 rgb)
{
    if (!font) return;
    SDL_Color c = {rgb >> 16, (rgb >> 8) & 255, rgb & 255, 255};
    SDL_Surface *s = TTF_RenderUTF8_Blended(font, text, c);
    if (!s) return;
    SDL_Rect r = {x, y, s->w, s->h};
    SDL_BlitSurface(s, NULL, dst, &r);
    SDL_FreeSurface(s);
}

#define BG    0x14213D /* theme.h UI_COL_BG */
#define CREAM 0xFBF3E4 /* theme.h UI_COL_PANEL */

static const Uint32 seat[6] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00};

static int sheet(const char *out, TTF_Font *font)
{
    const int cols = 4, cw = 2 * (96 + 48 + 24) + 8, ch = 96 + 34;
    int rows = (N_FILES + cols - 1) / cols;
    SDL_Surface *s =
        SDL_CreateRGBSurfaceWithFormat(0, cols * cw, rows * ch, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return 1;
    fill(s, 0, 0, s->w, s->h, 0x0B1426);
    for (int i = 0; i < N_FILES; i++) {
        int x = (i % cols) * cw, y = (i / cols) * ch;
        Uint32 tint = strcmp(names[i], "token") == 0 ? seat[0] : 0;
        fill(s, x + 2, y + 2, 96 + 48 + 20, ch - 4, BG);
        fill(s, x + 2 + 96 + 48 + 24, y + 2, 96 + 48 + 20, ch - 4, CREAM);
        for (int k = 0; k < 2; k++) {
            int bx = x + 8 + k * (96 + 48 + 24);
            put(s, names[i], 96, bx, y + 6, tint);
            put(s, names[i], 48, bx + 104, y + 6, tint);
            if (tint)
                put(s, names[i], 48, bx + 104, y + 6 + 50, k ? seat[4] : seat[3]);
            else
                put(s, names[i], 32, bx + 104, y + 6 + 56, 0);
        }
        label(s, font, names[i], x + 8, y + ch - 26, 0xFBF3E4);
    }
    int rc = IMG_SavePNG(s, out);
    SDL_FreeSurface(s);
    return rc;
}

/* A city: every kind in a grid with face-down tiles sprinkled in, tokens and rings on some. */
static int city(const char *out, TTF_Font *font)
{
    const int sizes[2] = {48, 64};
    int W = 0, H = 0;
    for (int k = 0; k < 2; k++) {
        W += 7 * (sizes[k] + 2) + 40;
        if (4 * (sizes[k] + 2) + 40 > H) H = 4 * (sizes[k] + 2) + 40;
    }
    H = H * 2;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_RGBA32);
    if (!s) return 1;
    fill(s, 0, 0, W, H / 2, BG);
    fill(s, 0, H / 2, W, H / 2, CREAM);
    for (int half = 0; half < 2; half++) {
        int ox = 20;
        for (int k = 0; k < 2; k++) {
            int t = sizes[k], oy = 20 + half * (H / 2);
            for (int i = 0; i < 28; i++) {
                int gx = ox + (i % 7) * (t + 2), gy = oy + (i / 7) * (t + 2);
                const char *n = i < N_KINDS ? names[i] : "face_down";
                if (i == 23 || i == 26) continue; /* holes: the city has gaps */
                put(s, n, t, gx, gy, 0);
                if (i < N_KINDS && i % 3 == 0) put(s, "silver_ring", t / 3, gx + t - t / 3, gy, 0);
                if (i < N_KINDS && i % 2 == 0) {
                    int ts = t * 5 / 12;
                    put(s, "token", ts, gx + 2, gy + t - ts - 1, seat[i % 6]);
                    if (i % 4 == 0)
                        put(s, "token", ts, gx + 2 + ts - 4, gy + t - ts - 1, seat[(i + 3) % 6]);
                }
            }
            ox += 7 * (t + 2) + 40;
        }
    }
    (void)font;
    int rc = IMG_SavePNG(s, out);
    /* The same city in grey (luma only): the kinds must still differ by shape and lightness. */
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            Uint8 *p = (Uint8 *)s->pixels + y * s->pitch + x * 4;
            Uint8 l = (Uint8)((p[0] * 299 + p[1] * 587 + p[2] * 114) / 1000);
            p[0] = p[1] = p[2] = l;
        }
    char grey[1024];
    snprintf(grey, sizeof grey, "%.*s_grey.png", (int)strlen(out) - 4, out);
    rc |= IMG_SavePNG(s, grey);
    SDL_FreeSurface(s);
    return rc;
}

/* The dominant colour of each kind at 48 px (the most frequent colour once quantised, leaving
 * out the navy outlines and the cream and white that many buildings share) and the kind whose
 * dominant colour is nearest: these must stay apart. */
static void dominant(double out[3], SDL_Surface *s)
{
    static int hist[16 * 16 * 16];
    static double sum[16 * 16 * 16][3];
    memset(hist, 0, sizeof hist);
    memset(sum, 0, sizeof sum);
    for (int y = 0; y < s->h; y++)
        for (int x = 0; x < s->w; x++) {
            const Uint8 *p = (const Uint8 *)s->pixels + y * s->pitch + x * 4;
            int dn = abs(p[0] - 0x1F) + abs(p[1] - 0x2A) + abs(p[2] - 0x44);
            int dc = abs(p[0] - 0xF4) + abs(p[1] - 0xE9) + abs(p[2] - 0xD8);
            int dw = 3 * 255 - p[0] - p[1] - p[2];
            if (p[3] < 200 || dn < 40 || dc < 30 || dw < 30) continue;
            int b = (p[0] >> 5) << 8 | (p[1] >> 5) << 4 | p[2] >> 5;
            hist[b]++;
            for (int c = 0; c < 3; c++) sum[b][c] += p[c];
        }
    int best = 0;
    for (int b = 1; b < 4096; b++)
        if (hist[b] > hist[best]) best = b;
    for (int c = 0; c < 3; c++) out[c] = hist[best] ? sum[best][c] / hist[best] : 0;
}

static void distances(void)
{
    double dom[N_KINDS + 1][3];
    for (int i = 0; i <= N_KINDS; i++) { /* the 21 kinds and face_down */
        SDL_Surface *a = load(names[i], 48), *s;
        dom[i][0] = dom[i][1] = dom[i][2] = 0;
        if (!a) continue;
        s = SDL_ConvertSurfaceFormat(a, SDL_PIXELFORMAT_RGBA32, 0);
        SDL_FreeSurface(a);
        if (!s) continue;
        dominant(dom[i], s);
        SDL_FreeSurface(s);
    }
    for (int i = 0; i <= N_KINDS; i++) {
        int best = -1;
        double bd = 1e9;
        for (int j = 0; j <= N_KINDS; j++) {
            if (j == i) continue;
            double d = 0;
            for (int c = 0; c < 3; c++) d += (dom[i][c] - dom[j][c]) * (dom[i][c] - dom[j][c]);
            if (d < bd) bd = d, best = j;
        }
        printf("%-20s dominant #%02X%02X%02X  nearest %-20s distance %5.1f\n", names[i],
               (int)dom[i][0], (int)dom[i][1], (int)dom[i][2], names[best], SDL_sqrt(bd));
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: infinitecity_art_preview ARTDIR OUTDIR\n");
        return 2;
    }
    dir = argv[1];
    if (SDL_Init(0) != 0 || TTF_Init() != 0) return 1;
    TTF_Font *font = TTF_OpenFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 13);
    char p1[1024], p2[1024];
    snprintf(p1, sizeof p1, "%s/infinitecity_sheet.png", argv[2]);
    snprintf(p2, sizeof p2, "%s/infinitecity_city.png", argv[2]);
    int rc = sheet(p1, font) | city(p2, font);
    distances();
    if (font) TTF_CloseFont(font);
    TTF_Quit();
    SDL_Quit();
    if (!rc) printf("wrote %s and %s\n", p1, p2);
    return rc ? 1 : 0;
}
