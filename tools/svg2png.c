/* svg2png.c: renders an SVG into a square PNG of N by N pixels, the art centred on a transparent
 * background with its aspect ratio kept (hicolor icons must be square; the logo is wide). Used
 * at build time for the packaged icons (packaging/CMakeLists.txt); it uses SDL2_image's own SVG
 * rasteriser, as the game does, so no new dependency. Not part of the game.
 *   svg2png IN.svg OUT.png N */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc == 4 ? atoi(argv[3]) : 0;
    if (n < 8 || n > 4096) {
        fprintf(stderr, "usage: svg2png IN.svg OUT.png N   (8 <= N <= 4096)\n");
        return 2;
    }
    SDL_RWops *rw = SDL_RWFromFile(argv[1], "rb");
    if (!rw) {
        fprintf(stderr, "svg2png: %s: %s\n", argv[1], SDL_GetError());
        return 1;
    }
    /* Fit the art in the square: SDL_image keeps the aspect ratio for a sized load. */
    SDL_Surface *art = IMG_LoadSizedSVG_RW(rw, n, n);
    SDL_RWclose(rw);
    if (!art) {
        fprintf(stderr, "svg2png: %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, n, n, 32, SDL_PIXELFORMAT_RGBA32);
    if (!out) {
        fprintf(stderr, "svg2png: %s\n", SDL_GetError());
        SDL_FreeSurface(art);
        return 1;
    }
    SDL_FillRect(out, NULL, SDL_MapRGBA(out->format, 0, 0, 0, 0));
    SDL_SetSurfaceBlendMode(art, SDL_BLENDMODE_NONE); /* copy alpha as it is */
    SDL_Rect dst = {(n - art->w) / 2, (n - art->h) / 2, art->w, art->h};
    int rc = 0;
    if (art->w > n || art->h > n) { /* should not happen: scale down to fit */
        double k = art->w > art->h ? (double)n / art->w : (double)n / art->h;
        dst.w = (int)(art->w * k + 0.5);
        dst.h = (int)(art->h * k + 0.5);
        dst.x = (n - dst.w) / 2;
        dst.y = (n - dst.h) / 2;
        rc = SDL_BlitScaled(art, NULL, out, &dst);
    } else {
        rc = SDL_BlitSurface(art, NULL, out, &dst);
    }
    if (rc != 0 || IMG_SavePNG(out, argv[2]) != 0) {
        fprintf(stderr, "svg2png: %s: %s\n", argv[2], SDL_GetError());
        rc = 1;
    }
    SDL_FreeSurface(art);
    SDL_FreeSurface(out);
    return rc ? 1 : 0;
}
