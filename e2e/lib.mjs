// Helpers shared by the WebDriver tests: a session on the real app started by run.mjs's
// tauri-driver, reading the screen through the data attributes, and screenshots.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { remote } from "webdriverio";

const env = (k) => {
  const v = process.env[k];
  if (!v) throw new Error(`${k} is not set: run the suite through e2e/run.mjs`);
  return v;
};

export const ROOT = () => env("CAVIARD_ROOT");
export const fixture = (name) => resolve(ROOT(), "e2e", "fixtures", name);

/** Start the app with `args` (its command line) and return the WebdriverIO browser. */
export async function openApp(args = []) {
  const b = await remote({
    hostname: "127.0.0.1",
    port: Number(env("CAVIARD_E2E_PORT")),
    logLevel: "warn",
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 0,
    capabilities: {
      "tauri:options": { application: env("CAVIARD_APP"), args },
    },
  });
  await b.setTimeout({ implicit: 0, script: 30_000 });
  return b;
}

/** Save a screenshot as target/e2e/<name>.png (and return its path). */
export async function shot(b, name) {
  const dir = env("CAVIARD_E2E_OUT");
  mkdirSync(dir, { recursive: true });
  const p = join(dir, `${name}.png`);
  await b.saveScreenshot(p);
  return p;
}

/** Every rendered highlight of the document text: text, type, status and finding id. */
export function marks(b, scope = "") {
  return b.execute((scope) => {
    return [...document.querySelectorAll(`${scope} mark[data-entity]`)].map((m) => ({
      id: Number(m.dataset.id),
      text: m.textContent,
      entity: m.dataset.entity,
      status: m.dataset.status,
    }));
  }, scope);
}

/** Wait until the highlight of finding `id` shows `status`. */
export async function waitStatus(b, id, status, timeout = 10_000) {
  await b.waitUntil(
    async () => (await b.$(`mark[data-id="${id}"]`).getAttribute("data-status")) === status,
    { timeout, timeoutMsg: `finding ${id} never became ${status}` },
  );
}

/** Wait for the review screen of an opened document, every paragraph rendered. */
export async function waitReview(b, timeout = 30_000) {
  await b.$("mark[data-entity]").waitForExist({
    timeout,
    timeoutMsg: "no highlight appeared: the document was not opened or has no finding",
  });
  await waitComplete(b, ".review", timeout);
}

/**
 * Wait until the document text under `scope` has all its paragraphs (a long one is rendered in
 * slices): a test reading the text before would check only its beginning.
 */
export async function waitComplete(b, scope, timeout = 30_000) {
  await b.$(`${scope} .doc[data-complete="true"]`).waitForExist({
    timeout,
    timeoutMsg: `the text under ${scope} was never completely rendered`,
  });
}

/** Press one key as a user would (sent to the focused element, the page body here). */
export async function press(b, key) {
  await b.keys(key);
}

/**
 * For each element matching `sel`: its text and whether its characters are painted in logical
 * order from left to right (the left edge of each character's box, read through a DOM Range,
 * grows with its index). This reads the rendering, not the `dir` attribute.
 */
export function paintOrder(b, sel) {
  return b.execute((sel) => {
    return [...document.querySelectorAll(sel)].map((el) => {
      const lefts = [];
      const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) {
        for (let i = 0; i < n.length; i++) {
          if (/\s/.test(n.data[i])) continue;
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          lefts.push(Math.round(r.getBoundingClientRect().left));
        }
      }
      return { text: el.textContent, inOrder: lefts.every((x, i) => i === 0 || x > lefts[i - 1]), lefts };
    });
  }, sel);
}

/** Set a form field by name as the officer would: the value, then the event Svelte listens to
 * (`change` for a select, `input` otherwise). Works for date inputs, which WebKit does not type
 * into. */
export async function setField(b, name, value) {
  const el = b.$(`[name="${name}"]`);
  await el.waitForExist({ timeout: 10_000, timeoutMsg: `no field ${name}` });
  await b.execute(
    (name, value) => {
      const el = document.querySelector(`[name="${name}"]`);
      el.value = value;
      el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    },
    name,
    value,
  );
}

/** Call a Tauri command as ui/src/lib/api.ts does; `{ error }` when it is refused. */
export function invoke(b, cmd, args = {}) {
  return b.executeAsync(
    (cmd, args, done) => {
      window.__TAURI_INTERNALS__.invoke(cmd, args).then(done, (e) => done({ error: e }));
    },
    cmd,
    args,
  );
}

/** The organisation's data controller and its art. 7 declaration, as the settings screen saves
 * it (synthetic). */
export const CONTROLLER = {
  organisation: "Société d'Essai SARL",
  legal_representative: "Gérant d'essai",
  declaration: { number: "INPDP-DEC-ESSAI-1", date: "2025-06-01" },
};
