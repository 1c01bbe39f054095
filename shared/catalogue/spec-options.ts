import { HIDDEN_SPEC_NAMES } from "../constants";

export interface SpecOption {
  id: number;
  name: string;
}

/**
 * Selection lists drop the spec named '2G/4G', and no item may have an empty value (so
 * unnamed or id-less specs are left out too).
 */
export function selectableSpecs(specs: ReadonlyArray<{ id: number; name: string }>): SpecOption[] {
  return specs
    .filter((spec) => Number.isInteger(spec.id) && spec.id > 0 && spec.name.trim() !== "")
    .filter((spec) => !(HIDDEN_SPEC_NAMES as readonly string[]).includes(spec.name.trim()))
    .map((spec) => ({ id: spec.id, name: spec.name }));
}
