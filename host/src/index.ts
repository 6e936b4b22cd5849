// An async boundary: shared modules (React, router, shared-core) are negotiated by
// the federation runtime before any app code runs.
void import('./bootstrap');
