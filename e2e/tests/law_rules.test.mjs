// The rules of law 2004-63 in the real app: a record is refused, and nothing is written, when
// health data go with only an art. 15 authorisation (art. 63), when minors are concerned without
// the family judge's authorisation (art. 28), and when the destination is not adequate (art. 51).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { CONTROLLER, fixture, invoke, openApp, setField, shot, waitReview, waitStatus } from "../lib.mjs";

let b;
before(async () => {
  b = await openApp([fixture("contrat_fr.txt")]);
});
after(async () => {
  await b?.deleteSession();
});

const navButton = (label) => b.$(`//nav//button[normalize-space()="${label}"]`);

/** Check the form as it is and return the rules shown: [article, blocking] pairs. */
async function checkRules() {
  const check = b.$("form button.check");
  await check.waitForEnabled({ timeout: 10_000, timeoutMsg: "the record form is still incomplete" });
  await check.click();
  const box = b.$("[data-allowed]");
  await box.waitForExist({ timeout: 20_000 });
  // the result of this click, not an earlier one: the stale notice is gone
  await b.waitUntil(async () => !(await b.$(".checks .stale").isExisting()), { timeout: 10_000 });
  return {
    allowed: await box.getAttribute("data-allowed"),
    rules: await b.execute(() =>
      [...document.querySelectorAll("p.rule[data-rule]")].map((p) => [p.dataset.rule, p.dataset.blocking, p.textContent]),
    ),
    canRecord: await b.$("form button.primary").isEnabled(),
  };
}

const blocking = (r) => r.rules.filter(([, bl]) => bl === "true").map(([a]) => a);

test("health with an art. 15 authorisation, minors without a judge, a not-adequate country: refused", async () => {
  await waitReview(b);
  for (const type of ["PERSON", "CIN", "RIB"]) {
    await b.$(`[data-group="${type}"] .actions button:first-child`).click();
  }
  for (const id of [0, 1, 2, 3]) await waitStatus(b, id, "approved");
  assert.equal((await invoke(b, "set_controller", { controller: CONTROLLER })).error, undefined);
  await navButton("Aperçu de l'envoi").click();
  await b.$("button.record").waitForEnabled({ timeout: 10_000 });
  await b.$("button.record").click();

  // a complete record abroad: allowed
  const text = [
    ["provider", "Fournisseur Test"], ["model", "modele-test-1"], ["endpoint", "https://api.example.test/v1"],
    ["country", "FR"],
  ];
  for (const [n, v] of text) await b.$(`[name="${n}"]`).setValue(v);
  for (const [n, v] of [
    ["auth_number", "INPDP-AT-ESSAI-7"], ["auth_date", "2026-01-15"], ["adequacy", "adequate"],
    ["recipient_entity", "Fournisseur Test SAS"], ["art50_date", "2026-01-10"], ["art50_by", "Agent Essai"],
    ["purpose", "Essai des règles de la loi 2004-63"], ["basis_reference", "Formulaire CF-ESSAI"],
    ["consent_date", "2026-01-20"], ["operator_name", "Agent Essai"], ["operator_role", "Conformité"],
  ]) {
    await setField(b, n, v);
  }
  await b.$('input[name="subject"][value="clients"]').click();
  let r = await checkRules();
  assert.equal(r.allowed, "true", JSON.stringify(r));

  // (a) health declared, with an art. 15 authorisation only: art. 63 blocks
  await b.$('input[name="category"][value="health"]').click();
  await b.$('input[name="category"][value="religious_beliefs"]').click();
  await setField(b, "art15_number", "INPDP-AS-ESSAI-3");
  await setField(b, "art15_date", "2026-01-05");
  r = await checkRules();
  assert.equal(r.allowed, "false");
  assert.deepEqual(blocking(r), ["Art. 63"], JSON.stringify(r));
  assert.ok(r.rules[0][2].includes("ne couvre pas la santé"), r.rules[0][2]);
  assert.equal(r.canRecord, false);
  await shot(b, "law-art63");
  // ... the health regime's justification lifts it
  await setField(b, "health_reference", "Convention médecine du travail MT-ESSAI");
  await setField(b, "health_date", "2026-02-01");
  await setField(b, "health_responsible", "Médecin du travail");
  r = await checkRules();
  assert.equal(r.allowed, "true", JSON.stringify(r));

  // (b) minors without the family judge's authorisation: art. 28 blocks
  await b.$('input[name="subject"][value="minors"]').click();
  r = await checkRules();
  assert.deepEqual(blocking(r), ["Art. 28"], JSON.stringify(r));
  assert.equal(r.canRecord, false);
  await setField(b, "judge_reference", "Juge de la famille, décision d'essai n° 1");
  await setField(b, "judge_date", "2026-02-02");
  await b.$('input[name="guardian_consent"]').click();
  r = await checkRules();
  assert.equal(r.allowed, "true", JSON.stringify(r));

  // (c) a country declared not adequate: art. 51 blocks
  await setField(b, "adequacy", "not_adequate");
  r = await checkRules();
  assert.deepEqual(blocking(r), ["Art. 51"], JSON.stringify(r));
  assert.equal(r.canRecord, false);

  // nothing was written
  const rows = await invoke(b, "list_records", {
    query: { from: null, to: null, destination: null, operator: null },
  });
  assert.equal(rows.error, undefined, JSON.stringify(rows));
  assert.deepEqual(rows, []);
});
