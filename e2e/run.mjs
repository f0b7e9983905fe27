#!/usr/bin/env node
// Runs the WebDriver suite against the built caviard-app: checks that tauri-driver,
// WebKitWebDriver, the binary and an X display are there (failing with a clear message if not),
// then for each tests/*.test.mjs file starts tauri-driver on free ports with a fresh data
// directory, waits for it, runs the file under the suite's timeout, and always stops the driver
// (and the app it started).
//
//   xvfb-run -a -s "-screen 0 1280x800x24" node e2e/run.mjs [test files…]
//
// Environment: CAVIARD_APP (binary; default target/debug/caviard-app), CAVIARD_E2E_TIMEOUT
// (seconds for the whole suite; default 600), CAVIARD_E2E_OUT (screenshots; default target/e2e).
import { spawn } from "node:child_process";
import {
  accessSync,
  constants,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { createServer, connect } from "node:net";
import { homedir } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..");

function fail(msg) {
  console.error(`e2e: ${msg}`);
  process.exit(2);
}

/** The first executable called `name` on PATH (plus extra directories), or null. */
function which(name, extra = []) {
  for (const dir of [...(process.env.PATH ?? "").split(delimiter), ...extra]) {
    if (!dir) continue;
    const p = join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

/** A TCP port nobody listens on (other engineers' suites may run on this machine). */
function freePort() {
  return new Promise((ok, ko) => {
    const s = createServer();
    s.unref();
    s.on("error", ko);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Resolves when something accepts connections on `port`; rejects after `ms` or if `alive()` is false. */
async function waitForPort(port, ms, alive) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive()) throw new Error("tauri-driver exited before listening");
    const up = await new Promise((ok) => {
      const c = connect(port, "127.0.0.1");
      c.once("connect", () => (c.destroy(), ok(true)));
      c.once("error", () => ok(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`tauri-driver did not listen on port ${port} within ${ms / 1000} s`);
}

const driver = which("tauri-driver", [join(homedir(), ".cargo", "bin")]);
if (!driver) fail("tauri-driver not found on PATH or in ~/.cargo/bin: cargo install tauri-driver --locked");
const native = which("WebKitWebDriver");
if (!native) fail("WebKitWebDriver not found on PATH: apt-get install webkit2gtk-driver");
const app = resolve(root, process.env.CAVIARD_APP ?? "target/debug/caviard-app");
if (!existsSync(app)) {
  fail(`${app} not found: build it with (cd ui && npm run build) && cargo build --locked -p caviard-app --features tauri/custom-protocol`);
}
if (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  fail('no display: run under xvfb-run -a -s "-screen 0 1280x800x24"');
}
const out = resolve(root, process.env.CAVIARD_E2E_OUT ?? "target/e2e");
mkdirSync(out, { recursive: true });
const budget = Number(process.env.CAVIARD_E2E_TIMEOUT ?? 600) * 1000;

const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => resolve(f))
  : readdirSync(join(here, "tests"))
      .filter((f) => f.endsWith(".test.mjs"))
      .sort()
      .map((f) => join(here, "tests", f));

let child = null;
let driverAlive = false;

/** Stop the driver's process group: SIGTERM, then SIGKILL after 3 s. */
async function stopDriver() {
  if (!child || !driverAlive) return;
  const gone = new Promise((ok) => child.once("exit", ok));
  killGroup("SIGTERM");
  await Promise.race([gone, new Promise((ok) => setTimeout(ok, 3000))]);
  killGroup("SIGKILL");
}

function killGroup(sig) {
  try {
    process.kill(-child.pid, sig);
  } catch {
    /* already gone */
  }
}
process.on("exit", () => child && driverAlive && killGroup("SIGKILL"));
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    if (child && driverAlive) killGroup("SIGTERM");
    process.exit(130);
  });
}

/**
 * Run one test file against its own tauri-driver, with a fresh data directory (the audit
 * register, the settings, the saved reviews): the app inherits the driver's environment, so it
 * never touches the user's register, and a review saved by one test is not resumed by the next.
 */
async function runFile(file, deadline) {
  const port = await freePort();
  let nativePort = await freePort();
  while (nativePort === port) nativePort = await freePort();
  const data = mkdtempSync(join(out, "data-"));
  const log = createWriteStream(join(out, "tauri-driver.log"), { flags: "a" });
  // detached: the driver gets its own process group, so that killing the group also stops
  // WebKitWebDriver and any app instance left behind.
  child = spawn(
    driver,
    ["--port", String(port), "--native-port", String(nativePort), "--native-driver", native],
    {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, XDG_DATA_HOME: data, XDG_CONFIG_HOME: data },
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  driverAlive = true;
  const me = child;
  me.on("exit", () => {
    if (child === me) driverAlive = false;
  });
  try {
    await waitForPort(port, 30_000, () => driverAlive);
    console.log(`e2e: ${file}: tauri-driver on 127.0.0.1:${port}, app ${app}`);
    const env = {
      ...process.env,
      CAVIARD_APP: app,
      CAVIARD_E2E_PORT: String(port),
      CAVIARD_E2E_OUT: out,
      CAVIARD_ROOT: root,
      CAVIARD_E2E_DATA: data,
    };
    const left = deadline - Date.now();
    const test = spawn(process.execPath, ["--test", `--test-timeout=${Math.max(1000, left)}`, file], {
      stdio: "inherit",
      env,
    });
    const timer = setTimeout(() => {
      console.error(`e2e: suite still running after ${budget / 1000} s: killed`);
      test.kill("SIGKILL");
    }, Math.max(1000, left));
    const rc = await new Promise((ok) => test.on("exit", (code, sig) => ok(code ?? (sig ? 124 : 1))));
    clearTimeout(timer);
    return rc;
  } catch (e) {
    console.error(`e2e: ${e.message} (log: ${join(out, "tauri-driver.log")})`);
    return 2;
  } finally {
    await stopDriver();
    rmSync(data, { recursive: true, force: true });
  }
}

const started = Date.now();
const deadline = started + budget;
let rc = 0;
for (const f of files) {
  const r = await runFile(f, deadline);
  if (r !== 0) rc = r;
  if (Date.now() > deadline) break;
}
console.log(`e2e: ${rc === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(rc);
