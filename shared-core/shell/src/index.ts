// An async boundary, as in every Canopy app, so the shared modules resolve first.
void import('./bootstrap.tsx');
