/**
 * Lighthouse mobile's CPU slowdown: a mid-range phone is about four times slower than this machine.
 * Like Lighthouse's default (simulated) throttling, the page runs at full speed and each task's
 * main-thread CPU time (the trace's thread duration) is multiplied by it: on a machine shared with
 * other work, wall time counts every moment another process held the core, CPU time does not.
 */
const CPU_SLOWDOWN = 4;

/** A task longer than this blocks input; what exceeds it is Total Blocking Time. */
const LONG_TASK_MS = 50;

/** How long after the load event the trace keeps recording: the app's start, its queries and first timers. */
const AFTER_LOAD_MS = 5000;

/**
 * Marked when the recording ends: the tasks after it are the recording's own (stopping the CPU
 * profiler serialises the profile on the page's main thread, a task of 65-100 ms at 4x with nothing
 * of the page in it, counted in every run before this mark bounded the window).
 */
const END_MARK = 'marquee-bench-end';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

/** The navigation to `url` in the trace: its renderer's main thread and its start. */
function navigation(events, url) {
  const starts = events.filter(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL === url &&
      e.args.data.isLoadingMainFrame,
  );
  if (starts.length === 0) throw new Error(`no navigation to ${url} in the trace`);
  return starts[starts.length - 1];
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/**
 * What a task spent its time on: its direct children's kinds (script evaluation and the file, function
 * calls and their file, timers, parsing, style, layout, paint), the largest first.
 */
function causes(children) {
  const by = new Map();
  for (const c of children) {
    const d = c.data ?? c.args?.data ?? {};
    let label = c.name;
    if (c.name === 'EvaluateScript' || c.name === 'v8.compileModule' || c.name === 'v8.evaluateModule')
      label = `${c.name} ${shortUrl(d.url ?? c.args?.fileName)}`;
    else if (c.name === 'FunctionCall')
      label = `FunctionCall ${shortUrl(d.url)}:${d.functionName || '(anon)'}`;
    else if (c.name === 'TimerFire') label = 'TimerFire';
    else if (c.name === 'FireAnimationFrame') label = 'requestAnimationFrame';
    else if (c.name === 'EventDispatch') label = `event ${d.type ?? ''}`;
    by.set(label, (by.get(label) ?? 0) + ((c.tdur ?? c.dur ?? 0) * CPU_SLOWDOWN) / 1000);
  }
  return [...by.entries()]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`);
}

/** The CPU profile's samples as `{ ts, frame }`, ts on the trace's clock (µs), frame the sampled function. */
function profileSamples(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = [];
  let ts = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    ts += profile.timeDeltas[i];
    const { callFrame } = nodes.get(id);
    if (!callFrame.url) continue; // idle, program, garbage collector
    out.push({
      ts,
      frame: `${callFrame.functionName || '(anon)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`,
    });
  }
  return out;
}

/** The functions that took the most samples (self time) between `from` and `to`. */
function hotFunctions(samples, from, to) {
  const counts = new Map();
  for (const s of samples)
    if (s.ts >= from && s.ts <= to) counts.set(s.frame, (counts.get(s.frame) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([frame, n]) => `${frame} ×${n}`);
}

/**
 * Loads `url` in a phone-sized page (412 × 823, Lighthouse mobile's), records a Chromium trace until
 * AFTER_LOAD_MS after the load event, and returns the main thread's tasks whose CPU time at 4× slowdown
 * is over 50 ms: start (ms from navigation), that time, blocking time (time − 50), what they ran
 * (the trace's events, the same 4× time) and the functions the CPU profile sampled most in them.
 */
export async function longTasks(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(AFTER_LOAD_MS);
  await page.evaluate((name) => performance.mark(name), END_MARK);
  const { profile } = await cdp.send('Profiler.stop');
  const buffer = await browser.stopTracing();
  await context.close();
  const samples = profileSamples(profile);

  const events = JSON.parse(buffer.toString()).traceEvents;
  const nav = navigation(events, url);
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const navStart = nav.ts;
  const complete = onMain.filter((e) => e.ph === 'X');
  const cpu = (e) => ((e.tdur ?? e.dur) * CPU_SLOWDOWN) / 1000;
  const recordingEnd = events.find((e) => e.name === END_MARK)?.ts ?? Number.POSITIVE_INFINITY;
  const all = complete.filter((e) => e.name === 'RunTask' && e.ts >= navStart && e.ts < recordingEnd);
  const tasks = all.filter((e) => cpu(e) > LONG_TASK_MS);
  const busy = all.reduce((sum, e) => sum + cpu(e), 0);
  const long = tasks.map((t) => {
    const end = t.ts + t.dur;
    const inside = complete.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= end);
    // The direct children: events not inside another event of this task.
    const direct = inside.filter(
      (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
    );
    const ms = cpu(t);
    return {
      start: (t.ts - navStart) / 1000,
      duration: ms,
      blocking: ms - LONG_TASK_MS,
      causes: causes(direct),
      functions: hotFunctions(samples, t.ts, end),
    };
  });
  return Object.assign(long, { busy });
}

/** The count of long tasks, their summed blocking time and the main thread's whole CPU time (×4). */
export function blockingOf(tasks) {
  return { count: tasks.length, blocking: tasks.reduce((sum, t) => sum + t.blocking, 0), busy: tasks.busy };
}
