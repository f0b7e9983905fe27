// An Arabic document: its paragraphs right to left, identifiers kept left to right, its findings,
// and the whole layout mirrored when the interface language is Arabic.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { fixture, marks, openApp, shot, waitReview } from "../lib.mjs";

// e2e/fixtures/attestation_ar.txt (synthetic).
const EXPECTED = [
  { text: "نادية الغربي", entity: "PERSON" },
  { text: "08123456", entity: "CIN" },
  { text: "10 006 0123456789012 47", entity: "RIB" },
  { text: "98 765 432", entity: "PHONE" },
  { text: "هشام المنصوري", entity: "PERSON" },
];
const ARABIC = /[\u0600-\u06FF]/;

let b;
before(async () => {
  b = await openApp([fixture("attestation_ar.txt")]);
});
after(async () => {
  await b?.deleteSession();
});

/** Each non-empty paragraph of the document text: its start, dir attribute and computed direction. */
const paragraphs = (b) =>
  b.execute(() =>
    [...document.querySelectorAll(".review .doc p")]
      .filter((p) => p.textContent.trim())
      .map((p) => ({
        text: p.textContent.trim().slice(0, 20),
        dir: p.getAttribute("dir"),
        direction: getComputedStyle(p).direction,
      })),
  );

/** Horizontal extent of an element. */
const box = (b, sel) =>
  b.execute((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    return { left: r.left, right: r.right };
  }, sel);

test("Arabic document: findings and right-to-left rendering", async () => {
  await waitReview(b);
  const shown = await marks(b, ".review");
  assert.deepEqual(
    shown.map(({ text, entity }) => ({ text, entity })),
    EXPECTED,
    "highlighted texts and their data-entity types",
  );

  // Every Arabic paragraph is right to left, in the attribute and in the computed style.
  const ps = await paragraphs(b);
  const arabic = ps.filter((p) => ARABIC.test(p.text));
  assert.ok(arabic.length >= 5, JSON.stringify(ps));
  for (const p of arabic) {
    assert.equal(p.dir, "rtl", `dir of ${p.text}`);
    assert.equal(p.direction, "rtl", `computed direction of ${p.text}`);
  }
  // A grouped number stays left to right inside the Arabic line, and its groups in order.
  const rib = b.$('.review mark[data-entity="RIB"]');
  assert.equal(await rib.getAttribute("dir"), "ltr");
  assert.equal(await rib.getCSSProperty("direction").then((c) => c.value), "ltr");
  // In an RTL paragraph the start of the line is on the right: the subject line is right-aligned.
  const first = await b.execute(() => {
    const p = [...document.querySelectorAll(".review .doc p")].find((p) => p.textContent.trim());
    const range = document.createRange();
    range.selectNodeContents(p);
    const t = range.getBoundingClientRect();
    const r = p.getBoundingClientRect();
    return { gapLeft: t.left - r.left, gapRight: r.right - t.right };
  });
  assert.ok(first.gapLeft > first.gapRight, `Arabic title not right-aligned: ${JSON.stringify(first)}`);

  // French interface: document left to right, text column before (left of) the findings panel.
  assert.equal(await b.execute(() => document.documentElement.dir), "ltr");
  let text = await box(b, ".review .text");
  let panel = await box(b, ".review .panel");
  assert.ok(text.left < panel.left, "LTR: the text is left of the panel");
  await shot(b, "review-ar-ui-fr");

  // Arabic interface: the whole layout mirrors.
  await b.$("nav select").selectByAttribute("value", "ar");
  await b.waitUntil(async () => (await b.execute(() => document.documentElement.dir)) === "rtl", {
    timeout: 5000,
    timeoutMsg: "html dir did not become rtl",
  });
  assert.equal(await b.execute(() => document.documentElement.lang), "ar");
  assert.equal(await b.execute(() => getComputedStyle(document.body).direction), "rtl");
  text = await box(b, ".review .text");
  panel = await box(b, ".review .panel");
  assert.ok(text.left > panel.left, "RTL: the text is right of the panel");
  const brand = await box(b, "nav .brand");
  const lang = await box(b, "nav .lang");
  assert.ok(brand.left > lang.left, "RTL: the app title is at the right end of the bar");
  // The labels are in Arabic now, the findings unchanged.
  assert.match(await b.$(".panel h2").getText(), ARABIC);
  assert.deepEqual(
    (await marks(b, ".review")).map(({ text, entity }) => ({ text, entity })),
    EXPECTED,
  );
  await shot(b, "review-ar");
});
