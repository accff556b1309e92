// Follows local `$ref`s (`#/components/...`) of the bundled contract, for the scripts that read it.
export function refResolver(spec) {
  return function resolveRef(value) {
    let v = value;
    while (v && typeof v === 'object' && typeof v.$ref === 'string') {
      v = v.$ref
        .slice(2)
        .split('/')
        .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce((node, key) => node?.[key], spec);
    }
    return v;
  };
}
