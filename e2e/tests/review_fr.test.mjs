// A French document given on the command line: its highlights and their types, one finding
// rejected and the rest approved as a user would (keys and clicks), then the preview.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { fixture, marks, openApp, press, shot, waitComplete, waitReview, waitStatus } from "../lib.mjs";

// e2e/fixtures/contrat_fr.txt (synthetic): two names, a CIN, a RIB (mod 97, bank code 10 = STB).
const EXPECTED = [
  { text: "Nadia Gharbi", entity: "PERSON" },
  { text: "08123456", entity: "CIN" },
  { text: "10 006 0123456789012 47", entity: "RIB" },
  { text: "Hichem Mansour", entity: "PERSON" },
];
const REJECTED = "Hichem Mansour";
const APPROVED = ["Nadia", "Gharbi", "08123456", "10 006 0123456789012 47", "10006012345678901247"];

let b;
before(async () => {
  b = await openApp([fixture("contrat_fr.txt")]);
});
after(async () => {
  await b?.deleteSession();
});

test("French document: highlights, decisions, preview", async () => {
  await waitReview(b);
  assert.equal(await b.$("nav .doc-name").getText(), "contrat_fr.txt");

  const shown = await marks(b, ".review");
  assert.deepEqual(
    shown.map(({ text, entity }) => ({ text, entity })),
    EXPECTED,
    "highlighted texts and their data-entity types",
  );
  assert.ok(shown.every((m) => m.status === "pending"), "every finding starts pending");
  // The panel lists the same findings, grouped by type with counts.
  assert.equal(await b.$('[data-group="PERSON"] [data-count]').getAttribute("data-count"), "2");
  assert.equal(await b.$('[data-group="CIN"] [data-count]').getAttribute("data-count"), "1");
  assert.equal(await b.$('[data-group="RIB"] [data-count]').getAttribute("data-count"), "1");
  const ribId = shown.find((m) => m.entity === "RIB").id;
  const why = await b.$(`[data-finding="${ribId}"] .why`).getProperty("textContent");
  assert.match(why, /clé RIB valide/, `the RIB finding says why it was flagged: ${why}`);

  // Keyboard: n selects the first finding, a approves it and moves to the next.
  await b.$("body").click();
  await press(b, "n");
  await b.waitUntil(async () => (await b.$("mark.current").getAttribute("data-id")) === "0", {
    timeout: 5000,
    timeoutMsg: "n did not select the first finding",
  });
  for (const id of [0, 1, 2]) {
    await press(b, "a");
    await waitStatus(b, id, "approved");
  }
  // The mouse: reject the last name from the findings panel.
  const rejectId = shown.find((m) => m.text === REJECTED).id;
  await b.$(`[data-finding="${rejectId}"] button.reject`).click();
  await waitStatus(b, rejectId, "rejected");

  const decided = await marks(b, ".review");
  assert.deepEqual(
    decided.map(({ text, status }) => ({ text, status })),
    EXPECTED.map(({ text }) => ({ text, status: text === REJECTED ? "rejected" : "approved" })),
  );
  assert.equal(
    await b.$(`[data-finding="${rejectId}"]`).getAttribute("data-status"),
    "rejected",
    "the panel shows the same status as the highlight",
  );
  await shot(b, "review-fr");

  // The preview: exactly what would be sent.
  await b.$(`//nav/button[normalize-space()="Aperçu de l'envoi"]`).click();
  const payload = b.$(".preview .payload");
  await payload.waitForExist({ timeout: 10_000 });
  await waitComplete(b, ".preview .payload");
  const text = await payload.getText();
  for (const v of APPROVED) assert.ok(!text.includes(v), `approved value ${v} leaked: ${text}`);
  assert.ok(text.includes(REJECTED), `the rejected name is kept: ${text}`);
  // labels carry the record's tag (reserved at open, the one the record will use), the same in all
  const tag = text.match(/\[CIN_1-([0-9A-Z]{6})\]/)?.[1];
  assert.ok(tag, `no tagged CIN label: ${text}`);
  assert.ok(text.includes(`[RIB_1-${tag}]`), `the RIB label has another tag: ${text}`);
  assert.ok(text.includes(`[NOM_1-${tag}]`), `the name label has another tag: ${text}`);
  assert.match(text, /atteste que son salaire est viré/, "text outside the findings is kept");
  assert.equal(await b.$("[data-pending]").isExisting(), false, "no undecided finding left");
  await shot(b, "preview-fr");
});
