/* imgdiff.c: compares two PNGs. Usage: imgdiff A.png B.png [max_percent] [channel_tolerance]
 * Prints the share of pixels whose channels differ by more than the tolerance; exits 1 when it
 * is above max_percent (default 0.5 %), 2 when an image cannot be read or sizes differ. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: imgdiff A.png B.png [max_percent] [tolerance]\n");
        return 2;
    }
    double max_pct = argc > 3 ? atof(argv[3]) : 0.5;
    int tol = argc > 4 ? atoi(argv[4]) : 8;
    SDL_Surface *a0 = IMG_Load(argv[1]), *b0 = IMG_Load(argv[2]);
    if (!a0 || !b0) {
        fprintf(stderr, "imgdiff: cannot read %s\n", !a0 ? argv[1] : argv[2]);
        return 2;
    }
    SDL_Surface *a = SDL_ConvertSurfaceFormat(a0, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_Surface *b = SDL_ConvertSurfaceFormat(b0, SDL_PIXELFORMAT_RGBA32, 0);
    if (a->w != b->w || a->h != b->h) {
        fprintf(stderr, "imgdiff: sizes differ: %dx%d vs %dx%d\n", a->w, a->h, b->w, b->h);
        return 2;
    }
    long bad = 0;
    for (int y = 0; y < a->h; y++) {
        const Uint8 *pa = (const Uint8 *)a->pixels + y * a->pitch;
        const Uint8 *pb = (const Uint8 *)b->pixels + y * b->pitch;
        for (int x = 0; x < a->w * 4; x += 4) {
            for (int c = 0; c < 3; c++)
                if (abs(pa[x + c] - pb[x + c]) > tol) {
                    bad++;
                    break;
                }
        }
    }
    double pct = 100.0 * (double)bad / ((double)a->w * a->h);
    printf("imgdiff: %.3f%% of %dx%d pixels differ (limit %.3f%%)\n", pct, a->w, a->h, max_pct);
    SDL_FreeSurface(a);
    SDL_FreeSurface(b);
    SDL_FreeSurface(a0);
    SDL_FreeSurface(b0);
    return pct > max_pct ? 1 : 0;
}
