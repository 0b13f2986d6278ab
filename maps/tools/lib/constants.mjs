// Numbers shared by the build and the tests.

/** A rule adjacency must be drawn as a shared border at least this long (board units). */
export const MIN_BORDER = 8;
