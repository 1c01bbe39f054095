import { HIDDEN_SPEC_NAMES } from "../constants";

export interface SpecOption {
  keyId: number;
  name: string;
  /** keyId as text: the legacy client adds it. */
  sid: string;
}

/**
 * Selection lists drop the spec named '2G/4G', and no item may have an empty value (so
 * unnamed or id-less specs are left out too).
 */
export function selectableSpecs(specs: ReadonlyArray<{ keyId: number; name: string }>): SpecOption[] {
  return specs
    .filter((spec) => Number.isInteger(spec.keyId) && spec.keyId > 0 && spec.name.trim() !== "")
    .filter((spec) => !(HIDDEN_SPEC_NAMES as readonly string[]).includes(spec.name.trim()))
    .map((spec) => ({ keyId: spec.keyId, name: spec.name, sid: String(spec.keyId) }));
}
