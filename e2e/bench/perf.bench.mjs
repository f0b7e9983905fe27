// Instrumented performance run of the real app (not part of the default suite; no timed
// assertion: it prints the figures and writes target/e2e/bench.json). Run:
//
//   python3 e2e/bench/make_bench.py target/e2e/bench
//   CAVIARD_APP=target/release/caviard-app \
//     xvfb-run -a -s "-screen 0 1280x800x24" node e2e/run.mjs e2e/bench/perf.bench.mjs
//
// (i) a 100-page PDF: from the UI's open (performance mark "caviard:open") to the first frame
//     with the highlights ("caviard:shown"), and the open_document command alone;
// (ii) a document with 5 000 findings: the same, the DOM size, and the round trip of an approve
//     keystroke (keydown on the window to the new status painted), in the page and through WebDriver.
import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { openApp, press, ROOT, waitReview, waitStatus } from "../lib.mjs";

const dir = resolve(ROOT(), process.env.CAVIARD_BENCH_DIR ?? "target/e2e/bench");
const results = {
  machine: `${cpus()[0]?.model ?? "?"}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
  app: process.env.CAVIARD_APP,
  date: new Date().toISOString(),
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** open → shown, from the User Timing marks, once the highlights are there. */
async function openToShown(b) {
  await waitReview(b, 120_000);
  await b.waitUntil(() => b.execute(() => performance.getEntriesByName("caviard:shown").length > 0), {
    timeout: 30_000,
  });
  return b.execute(() => {
    const open = performance.getEntriesByName("caviard:open")[0].startTime;
    const shown = performance.getEntriesByName("caviard:shown")[0].startTime;
    // every paragraph rendered (a long text is rendered in slices after the first screens)
    const complete = performance.getEntriesByName("caviard:complete")[0]?.startTime;
    return {
      open_to_shown_ms: Math.round(shown - open),
      start_to_shown_ms: Math.round(shown),
      open_to_complete_ms: complete === undefined ? null : Math.round(complete - open),
    };
  });
}

/** The open_document command alone (extract + scan + IPC), called as api.ts does. */
const commandOnly = (b, path) =>
  b.executeAsync((path, done) => {
    const t = performance.now();
    window.__TAURI_INTERNALS__
      .invoke("open_document", { path })
      .then((v) => done({ ms: Math.round(performance.now() - t), findings: v.findings.length, pages: v.pages }));
  }, path);

const dom = (b) =>
  b.execute(() => ({
    elements: document.getElementsByTagName("*").length,
    marks: document.querySelectorAll("mark[data-entity]").length,
    panel_rows: document.querySelectorAll("[data-finding]").length,
  }));

test("100-page PDF: open to highlights shown", async () => {
  const pdf = join(dir, "bench_100_pages.pdf");
  const b = await openApp([pdf]);
  try {
    const t = await openToShown(b);
    const cmd = await commandOnly(b, pdf);
    results.pdf_100_pages = { ...t, command_ms: cmd.ms, pages: cmd.pages, findings: cmd.findings, ...(await dom(b)) };
    assert.equal(cmd.pages, 100);
  } finally {
    await b.deleteSession();
  }
});

test("5 000 findings: first render, approve round trip, DOM size", async () => {
  const txt = join(dir, "bench_5000.txt");
  const b = await openApp([txt]);
  try {
    const t = await openToShown(b);
    const size = await dom(b);
    const cmd = await commandOnly(b, txt);
    assert.equal(cmd.findings, 5000);
    // Select the first finding, then approve ten in a row, each timed from the keydown to the
    // first frame after its highlight shows the new status.
    await b.$("body").click();
    await press(b, "n");
    const inPage = await b.executeAsync((done) => {
      const times = [];
      const one = (left) => {
        const cur = document.querySelector("mark.current");
        const id = cur.dataset.id;
        const t = performance.now();
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
        const wait = () => {
          const m = document.querySelector(`mark[data-id="${id}"]`);
          if (m?.dataset.status === "approved") {
            requestAnimationFrame(() => {
              times.push(performance.now() - t);
              if (left > 1) setTimeout(() => one(left - 1), 50);
              else done(times);
            });
          } else requestAnimationFrame(wait);
        };
        wait();
      };
      one(10);
    });
    // Through WebDriver, as the e2e tests press keys (adds the driver's own latency).
    const viaDriver = [];
    for (let k = 0; k < 5; k++) {
      const id = Number(await b.$("mark.current").getAttribute("data-id"));
      const t = Date.now();
      await press(b, "a");
      await waitStatus(b, id, "approved", 30_000);
      viaDriver.push(Date.now() - t);
    }
    results.findings_5000 = {
      ...t,
      command_ms: cmd.ms,
      dom_after_open: size,
      approve_keystroke_ms: { median: Math.round(median(inPage)), max: Math.round(Math.max(...inPage)), runs: inPage.map(Math.round) },
      approve_via_webdriver_ms: { median: median(viaDriver), runs: viaDriver },
      dom_after_decisions: await dom(b),
    };
  } finally {
    await b.deleteSession();
  }
});

test("report", () => {
  const out = join(process.env.CAVIARD_E2E_OUT, "bench.json");
  writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
  console.log(JSON.stringify(results, null, 2));
});
