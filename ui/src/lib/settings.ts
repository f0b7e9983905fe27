// Settings helpers: operators by kind, the policy per type, destination profiles.
import type { DestinationProfile, Entity, Operator, OperatorKind, Policy, Sending } from "./types";

export function operatorOf(kind: OperatorKind, keep = 2): Operator {
  switch (kind) {
    case "partial":
      return { kind, keep };
    case "label":
    case "redact":
    case "pseudonym":
      return { kind };
  }
}

/** The operator of a type under a policy. */
export function operatorFor(policy: Policy, e: Entity): Operator {
  return policy.per_entity[e] ?? policy.default;
}

/** The policy with one type's operator changed. */
export function withOperator(policy: Policy, e: Entity, op: Operator): Policy {
  return { ...policy, per_entity: { ...policy.per_entity, [e]: op } };
}

/** Add or replace (by name) a destination profile; names are trimmed. */
export function upsertProfile(list: DestinationProfile[], p: DestinationProfile): DestinationProfile[] {
  const name = p.name.trim();
  const rest = list.filter((d) => d.name !== name);
  return [...rest, { ...p, name }].sort((a, b) => a.name.localeCompare(b.name));
}

/** The sending settings of a destination profile as the settings form gives them: null (no
 * sending, the default) unless enabled with a key source; the key itself is never stored, only
 * the name of the environment variable or the path of the 0600 file holding it. */
export function sendingOf(form: { enabled: boolean; keyKind: "env" | "file"; key: string; caFile: string }): Sending | null {
  const key = form.key.trim();
  if (!form.enabled || key === "") return null;
  const ca = form.caFile.trim();
  return {
    enabled: true,
    api_key: form.keyKind === "env" ? { env: key } : { file: key },
    ca_file: ca === "" ? null : ca,
  };
}
