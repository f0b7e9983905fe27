#!/usr/bin/env node
// Runs the WebDriver suite against the built caviard-app: checks that tauri-driver,
// WebKitWebDriver, the binary and an X display are there (failing with a clear message if not),
// starts tauri-driver on free ports, waits for it, runs tests/*.test.mjs one file at a time with a
// timeout, and always stops the driver (and the app it started) at the end.
//
//   xvfb-run -a -s "-screen 0 1280x800x24" node e2e/run.mjs [test files…]
//
// Environment: CAVIARD_APP (binary; default target/debug/caviard-app), CAVIARD_E2E_TIMEOUT
// (seconds for the whole suite; default 600), CAVIARD_E2E_OUT (screenshots; default target/e2e).
import { spawn, spawnSync } from "node:child_process";
import { accessSync, constants, createWriteStream, existsSync, mkdirSync, readdirSync } from "node:fs";
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

const port = await freePort();
let nativePort = await freePort();
while (nativePort === port) nativePort = await freePort();

const log = createWriteStream(join(out, "tauri-driver.log"));
// detached: the driver gets its own process group, so that killing the group also stops
// WebKitWebDriver and any app instance left behind.
const child = spawn(
  driver,
  ["--port", String(port), "--native-port", String(nativePort), "--native-driver", native],
  { detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
child.stdout.pipe(log);
child.stderr.pipe(log);
let driverAlive = true;
child.on("exit", () => (driverAlive = false));

function stopDriver() {
  if (!driverAlive) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
  const t = Date.now();
  while (driverAlive && Date.now() - t < 3000) spawnSync("sleep", ["0.1"]);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    /* already gone */
  }
}
process.on("exit", stopDriver);
for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    stopDriver();
    process.exit(130);
  });
}

let rc = 1;
const started = Date.now();
try {
  await waitForPort(port, 30_000, () => driverAlive);
  console.log(`e2e: tauri-driver on 127.0.0.1:${port} (native ${nativePort}), app ${app}`);
  const env = {
    ...process.env,
    CAVIARD_APP: app,
    CAVIARD_E2E_PORT: String(port),
    CAVIARD_E2E_OUT: out,
    CAVIARD_ROOT: root,
  };
  // One file at a time: tauri-driver drives one app session at a time.
  const test = spawn(
    process.execPath,
    ["--test", "--test-concurrency=1", `--test-timeout=${Math.min(budget, 300_000)}`, ...files],
    { stdio: "inherit", env },
  );
  const timer = setTimeout(() => {
    console.error(`e2e: suite still running after ${budget / 1000} s: killed`);
    test.kill("SIGKILL");
  }, budget);
  rc = await new Promise((ok) => test.on("exit", (code, sig) => ok(code ?? (sig ? 124 : 1))));
  clearTimeout(timer);
} catch (e) {
  console.error(`e2e: ${e.message} (log: ${join(out, "tauri-driver.log")})`);
  rc = 2;
} finally {
  stopDriver();
}
console.log(`e2e: ${rc === 0 ? "passed" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(rc);
