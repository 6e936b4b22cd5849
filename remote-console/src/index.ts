// The remote's own page (standalone): an async boundary so shared modules resolve first.
void import('./bootstrap');
