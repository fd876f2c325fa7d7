// Loaded into the platform by load-profile.mjs (node --import): the bytes the platform has
// allocated on V8's heap so far, written to HEAP_ALLOCATED_FILE on SIGUSR2. V8 counts no such total
// on Node 20; it is the heap's growth between collections (GCProfiler: the heap before each
// collection minus after the one before) plus its growth since the last.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const file = process.env.HEAP_ALLOCATED_FILE;
if (file) {
  let profiler = new v8.GCProfiler();
  profiler.start();
  let allocated = 0;
  let collections = 0;
  let lastUsed = v8.getHeapStatistics().used_heap_size;
  let asked = 0;
  process.on('SIGUSR2', () => {
    const { statistics } = profiler.stop();
    profiler = new v8.GCProfiler();
    profiler.start();
    for (const collection of statistics) {
      allocated += Math.max(0, collection.beforeGC.heapStatistics.usedHeapSize - lastUsed);
      lastUsed = collection.afterGC.heapStatistics.usedHeapSize;
      collections += 1;
    }
    const used = v8.getHeapStatistics().used_heap_size;
    allocated += Math.max(0, used - lastUsed);
    lastUsed = used;
    asked += 1;
    writeFileSync(file, JSON.stringify({ asked, allocated, collections }));
  });
}
