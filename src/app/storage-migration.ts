// Runs before any other module reads storage: clients that stored data before version 1 start
// clean once (product-spec.md §9).
const H5_VERSION = 1;

try {
  if (Number(localStorage.getItem('h5Version') ?? 0) < H5_VERSION) {
    localStorage.clear();
    localStorage.setItem('h5Version', String(H5_VERSION));
  }
} catch {
  // storage unavailable (private mode): nothing to migrate
}
