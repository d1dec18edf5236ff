import { getMetadataStorage } from 'class-validator';

type Lookup = ReturnType<typeof getMetadataStorage>['getTargetValidationMetadatas'];

let installed = false;

/**
 * class-validator looks up a class's rules on every validation by walking the rules of every
 * decorated class (to find inherited ones): with our few hundred contracts that walk is a third
 * of a validation. Rules are only added while classes are defined, so the answer for a class is
 * kept, per set of options, until a rule is added.
 */
export function keepValidationMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  const addConstraint = storage.addConstraintMetadata.bind(storage);
  // Messages are checked with `validateSync`, which would skip an asynchronous check in silence.
  storage.addConstraintMetadata = (metadata) => {
    if (metadata.async) throw new Error(`${metadata.name ?? 'a constraint'}: message checks are synchronous (see validateMessage)`);
    addConstraint(metadata);
  };
  let kept = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.addValidationMetadata = (metadata) => {
    kept = new WeakMap();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    // Only a class can be a key here (schema validation names its target by a string).
    if (typeof target !== 'function') return lookup(target, schema, always, strictGroups, groups);
    const options = `${schema}\u0000${always}\u0000${strictGroups}\u0000${(groups ?? []).join('\u0000')}`;
    let byOptions = kept.get(target);
    if (!byOptions) kept.set(target, (byOptions = new Map()));
    let found = byOptions.get(options);
    if (!found) byOptions.set(options, (found = lookup(target, schema, always, strictGroups, groups)));
    // A copy: callers may not expect to share the array.
    return found.slice();
  };
}
