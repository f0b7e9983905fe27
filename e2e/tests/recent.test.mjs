// Recent documents: a document opened then left is listed on the start screen with its review
// progress; one click reopens it where the officer stopped; a file that changed since is refused
// with the offer to remove it; "Effacer la liste" empties the list.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fixture, marks, openApp, shot, waitReview, waitStatus } from "../lib.mjs";

// A copy of e2e/fixtures/contrat_fr.txt (synthetic) that the test can change.
const dir = join(process.env.CAVIARD_E2E_OUT ?? "target/e2e", "recent");
const doc = join(dir, "contrat_recent.txt");

let b;
before(async () => {
  mkdirSync(dir, { recursive: true });
  copyFileSync(fixture("contrat_fr.txt"), doc);
  b = await openApp([doc]);
});
after(async () => {
  await b?.deleteSession();
});

/** The recent entries on the start screen: path, text, recorded flag. */
const entries = () =>
  b.execute(() =>
    [...document.querySelectorAll("[data-recent]")].map((li) => ({
      path: li.dataset.recent,
      text: li.textContent,
      recorded: li.dataset.recorded,
    })),
  );

async function toStart() {
  await b.$("button=Autre document").click();
  await b.$("[data-recent]").waitForExist({ timeout: 10_000, timeoutMsg: "no recent document listed" });
}

test("recent documents: listed with progress, reopened, refused when changed, cleared", async () => {
  await waitReview(b);
  const found = await marks(b, ".review");
  await b.$(`[data-finding="${found[0].id}"] button.approve`).click();
  await waitStatus(b, found[0].id, "approved");

  await toStart();
  let list = await entries();
  assert.equal(list.length, 1, JSON.stringify(list));
  assert.equal(list[0].path, doc);
  assert.match(list[0].text, /contrat_recent\.txt/);
  assert.match(list[0].text, new RegExp(`1/${found.length} décidées`));
  assert.equal(list[0].recorded, "false");
  await shot(b, "recent");

  // One click reopens it, its decision resumed.
  await b.$("[data-recent] button.entry").click();
  await waitReview(b);
  assert.equal((await marks(b, ".review"))[0].status, "approved");

  // The file changes: reopening from the list is refused, with the offer to remove it or to
  // open it as a new document.
  await toStart();
  writeFileSync(doc, "Contact : Nadia Gharbi, CIN 08123456.\n");
  await b.$("[data-recent] button.entry").click();
  const alert = b.$('[data-recent] [role="alert"]');
  await alert.waitForExist({ timeout: 10_000, timeoutMsg: "no message for a changed file" });
  assert.equal(await alert.getAttribute("data-code"), "recent_changed");
  assert.match(await alert.getText(), /a été modifié/);
  assert.ok(await b.$("button=Retirer de la liste").isExisting());
  await b.$("button=Ouvrir comme nouveau document").click();
  await waitReview(b);
  const fresh = await marks(b, ".review");
  assert.ok(fresh.some((m) => m.text === "08123456"), JSON.stringify(fresh));
  assert.ok(fresh.every((m) => m.status === "pending"), "a changed file starts a new review");

  // Still one entry (the same path, new bytes), then the list is cleared.
  await toStart();
  list = await entries();
  assert.equal(list.length, 1, JSON.stringify(list));
  assert.match(list[0].text, new RegExp(`0/${fresh.length} décidées`));
  await b.$("button=Effacer la liste").click();
  await b.waitUntil(async () => (await entries()).length === 0, {
    timeout: 5000,
    timeoutMsg: "the list was not cleared",
  });
  assert.ok(await b.$("p*=Aucun document ouvert récemment").isExisting());
});
