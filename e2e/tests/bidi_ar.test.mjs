// Grouped numbers in the Arabic interface: each highlighted identifier, in the text and in the
// findings panel, is painted in its logical order from left to right, ASCII or Arabic-Indic
// digits alike. Reads the rendering (character boxes), not the DOM's dir attribute: WebKitGTK
// once painted "٩٨ ٧٦٥ ٤٣٢" as "٤٣٢ ٧٦٥ ٩٨" inside a mark that said dir="ltr".
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { fixture, marks, openApp, paintOrder, shot, waitReview } from "../lib.mjs";

// e2e/fixtures/numeros_ar.txt (synthetic).
const EXPECTED = [
  { text: "٩٨ ٧٦٥ ٤٣٢", entity: "PHONE" },
  { text: "١٠ ٠٠٦ ٠١٢٣٤٥٦٧٨٩٠١٢ ٤٧", entity: "RIB" },
  { text: "98 765 432", entity: "PHONE" },
  { text: "10 006 0123456789012 47", entity: "RIB" },
];

let b;
before(async () => {
  b = await openApp([fixture("numeros_ar.txt")]);
});
after(async () => {
  await b?.deleteSession();
});

/** Every highlight and panel value of an identifier, with whether it is painted in order. */
async function painted() {
  return [
    ...(await paintOrder(b, '.review .doc mark[dir="ltr"]')),
    ...(await paintOrder(b, '.review .panel .value[dir="ltr"]')),
  ];
}

test("Arabic interface: grouped numbers are painted in order", async () => {
  await waitReview(b);
  assert.deepEqual(
    (await marks(b, ".review")).map(({ text, entity }) => ({ text, entity })),
    EXPECTED,
  );
  for (const lang of ["fr", "ar"]) {
    await b.$("nav select").selectByAttribute("value", lang);
    await b.waitUntil(
      async () => (await b.execute(() => document.documentElement.lang)) === lang,
      { timeout: 5000, timeoutMsg: `interface never switched to ${lang}` },
    );
    const shown = await painted();
    // four in the text, and the panel's values (virtualised: at least the first ones)
    assert.ok(shown.length >= 6, JSON.stringify(shown));
    for (const s of shown) {
      assert.ok(s.inOrder, `${lang}: "${s.text}" painted out of order (lefts ${s.lefts})`);
    }
  }
  await shot(b, "review-numbers-ar");
});
