// Record what would be sent, then the register: the record with its counts, verify, CSV export.
//
// The export goes through a save dialog that WebDriver cannot drive. The test calls the very
// command the CSV button calls once the officer has chosen a file (export_register, through
// window.__TAURI_INTERNALS__.invoke, as api.ts does) with a path under target/e2e: the
// dialog itself is the one step left untested; the app has no test-only code path.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CONTROLLER, fixture, invoke, openApp, setField, shot, waitReview, waitStatus } from "../lib.mjs";

let b;
before(async () => {
  b = await openApp([fixture("contrat_fr.txt")]);
});
after(async () => {
  await b?.deleteSession();
});

const navButton = (label) => b.$(`//nav//button[normalize-space()="${label}"]`);

async function fill(name, value) {
  const el = b.$(`[name="${name}"]`);
  await el.waitForExist({ timeout: 10_000 });
  await el.setValue(value);
}

test("record, register, verify, CSV export", async () => {
  await waitReview(b);
  // Mask every name, the CIN and the RIB by type, then keep one name.
  for (const type of ["PERSON", "CIN", "RIB"]) {
    await b.$(`[data-group="${type}"] .actions button:first-child`).click();
  }
  for (const id of [0, 1, 2, 3]) await waitStatus(b, id, "approved");
  const kept = await b.execute(() =>
    [...document.querySelectorAll("mark[data-entity]")].find((m) => m.textContent === "Hichem Mansour").dataset.id,
  );
  await b.$(`[data-finding="${kept}"] button.reject`).click();
  await waitStatus(b, kept, "rejected");

  // The organisation's data controller (art. 7), kept in the register as the settings screen saves it
  const org = await invoke(b, "set_controller", { controller: CONTROLLER });
  assert.equal(org.error, undefined, JSON.stringify(org));
  assert.equal(org.art52, "block", "art. 52 blocks by default");

  await navButton("Aperçu de l'envoi").click();
  await b.$("button.record").waitForEnabled({ timeout: 10_000 });
  await b.$("button.record").click();

  // The record form: destination, purpose, legal basis, data subjects, operator.
  await fill("provider", "Fournisseur Test");
  await fill("model", "modele-test-1");
  await fill("endpoint", "https://api.example.test/v1");
  await fill("country", "FR");
  // abroad: the country's adequacy (art. 51), the recipient and the art. 50 assessment
  await setField(b, "adequacy", "adequate");
  await setField(b, "recipient_entity", "Fournisseur Test SAS");
  await setField(b, "art50_date", "2026-01-10");
  await setField(b, "art50_by", "Agent Essai, conformité");
  await fill("purpose", "Résumé d'un dossier de domiciliation (essai)");
  // the default basis: written consent (art. 27)
  await setField(b, "basis_reference", "Formulaire de consentement CF-ESSAI");
  await setField(b, "consent_date", "2026-01-20");
  await b.$('input[name="subject"]').click();
  await fill("operator_name", "Agent Essai");
  await fill("operator_role", "Délégué à la conformité");
  const controllerShown = b.$("p.controller[data-controller]");
  await controllerShown.waitForExist({ timeout: 10_000 });
  assert.equal(await controllerShown.getAttribute("data-controller"), CONTROLLER.organisation);
  // Check first: tokens, chunks, leak check and rules are shown before anything is written.
  const check = b.$("form button.check");
  await check.waitForEnabled({ timeout: 10_000, timeoutMsg: "the record form is still incomplete" });
  await check.click();
  // FR without an INPDP authorization: art. 52 blocks (the default), nothing can be recorded
  const blocked = b.$('[data-allowed="false"]');
  await blocked.waitForExist({ timeout: 20_000, timeoutMsg: "art. 52 did not block" });
  assert.equal(await b.$('[data-rule="Art. 52"]').getAttribute("data-blocking"), "true");
  assert.equal(await b.$("form button.primary").isEnabled(), false);
  // with the authorization, the check allows the record
  await setField(b, "auth_number", "INPDP-AT-ESSAI-7");
  await setField(b, "auth_date", "2026-01-15");
  await check.click();
  const checks = b.$('[data-allowed="true"]');
  await checks.waitForExist({ timeout: 20_000, timeoutMsg: "the transfer check did not allow the record" });
  assert.ok(Number(await checks.getAttribute("data-tokens")) > 0);
  assert.equal(await b.$('[data-rule="Art. 52"]').isExisting(), false);
  const submit = b.$("form button.primary");
  await submit.waitForEnabled({ timeout: 10_000 });
  await submit.click();
  const done = b.$(".done[data-record-id]");
  await done.waitForExist({ timeout: 20_000 });
  const id = await done.getAttribute("data-record-id");
  const hash = await done.getAttribute("data-head-hash");
  assert.match(hash, /^[0-9a-f]{64}$/);

  // The register shows the record with its counts (found and masked per type).
  await done.$("button").click();
  const row = b.$(`tr[data-record-id="${id}"]`);
  await row.waitForExist({ timeout: 10_000 });
  assert.equal(await row.getAttribute("data-document"), "contrat_fr.txt");
  assert.equal(await row.getAttribute("data-operator"), "Agent Essai");
  assert.equal(await row.getAttribute("data-provider"), "Fournisseur Test");
  const counts = await b.execute((id) => {
    const out = {};
    for (const c of document.querySelectorAll(`tr[data-record-id="${id}"] [data-count-entity]`)) {
      const e = c.dataset.countEntity;
      out[e] = [Number(c.getAttribute(`data-count-${e}`)), Number(c.getAttribute(`data-masked-${e}`))];
    }
    return out;
  }, id);
  assert.deepEqual(counts, { PERSON: [2, 1], CIN: [1, 1], RIB: [1, 1] }, "found/masked per type");

  // Verify integrity: intact, one record, the head hash the record screen showed.
  await b.$("button.verify").click();
  const integrity = b.$("[data-intact]");
  await integrity.waitForExist({ timeout: 10_000 });
  assert.equal(await integrity.getAttribute("data-intact"), "true");
  assert.equal(await integrity.getAttribute("data-records"), "1");
  assert.equal(await integrity.getAttribute("data-head-hash"), hash);
  await shot(b, "register");

  // CSV export (see the note at the top), then its rows.
  const path = join(process.env.CAVIARD_E2E_OUT, "register.csv");
  const exported = await b.executeAsync((path, done) => {
    window.__TAURI_INTERNALS__
      .invoke("export_register", {
        query: { from: null, to: null, destination: null, operator: null },
        format: "csv",
        path,
      })
      .then(done, (e) => done({ error: e }));
  }, path);
  assert.equal(exported.error, undefined, JSON.stringify(exported));
  assert.equal(exported.records, 1);
  assert.equal(exported.head, hash);
  const csv = readFileSync(path, "utf8").replace(/^\uFEFF/, "");
  const sep = csv.split("\n")[0].includes(";") ? ";" : ",";
  const [header, ...rows] = parseCsv(csv, sep);
  assert.equal(header[0], "n°");
  assert.equal(header.at(-1), "empreinte");
  assert.equal(rows.length, 1, `one record: ${csv}`);
  const rec = Object.fromEntries(header.map((h, i) => [h, rows[0][i]]));
  assert.equal(rec["n°"], id);
  assert.equal(rec["opérateur"], "Agent Essai");
  assert.equal(rec["fichier"], "contrat_fr.txt");
  assert.equal(rec["fournisseur"], "Fournisseur Test");
  assert.equal(rec["pays de traitement"], "FR");
  // the fields of law 2004-63, read back
  assert.equal(rec["responsable du traitement"], CONTROLLER.organisation);
  assert.equal(rec["déclaration INPDP (art. 7) n°"], "INPDP-DEC-ESSAI-1");
  assert.equal(rec["consentement (art. 27) : forme"], "écrit signé");
  assert.equal(rec["destinataire (personne morale)"], "Fournisseur Test SAS");
  assert.equal(rec["adéquation du pays (art. 51)"], "adéquat");
  assert.ok(rec["évaluation sécurité publique (art. 50)"].startsWith("aucun risque le 2026-01-10"), rec["évaluation sécurité publique (art. 50)"]);
  assert.equal(rec["autorisation INPDP n°"], "INPDP-AT-ESSAI-7");
  assert.equal(rec["empreinte"], hash);
  assert.equal(rec["données trouvées"], "4");
  assert.equal(rec["données masquées"], "3");
  const rowText = rec["texte envoyé"];
  // The payload column holds the text sent: the kept name, none of the masked values.
  assert.ok(rowText.includes("Hichem Mansour"), rowText);
  for (const v of ["Nadia Gharbi", "08123456", "10 006 0123456789012 47"]) {
    assert.ok(!rowText.includes(v), `masked value ${v} in the CSV: ${rowText}`);
  }
});

/** RFC 4180 rows: quoted fields may hold the separator, quotes ("") and line breaks. */
function parseCsv(text, sep) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) row.push(field), (field = "");
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field), rows.push(row), (row = []), (field = "");
    } else field += c;
  }
  if (field !== "" || row.length) row.push(field), rows.push(row);
  return rows;
}
