// Children's media and paperwork (issue 23): a child's photo read through its signed URL (signature
// checked, file streamed by the API, the read logged in the database) ÷ an adult's photo of the same
// size read from the public static folder, both closed-loop through the built server in the same run;
// and the SPAS information notice rendered to PDF (the route's own function).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderSpasNotice } from '../../apps/api/src/modules/child-work/spas-notice-pdf';
import { percentile, registerTalent, round, startServer, stopServer } from './common';

const PORT = 3902;
const SECONDS = Number(process.env.BENCH_CHILD_MEDIA_SECONDS ?? 5);
const CLIENTS = 4;

export interface ChildMediaResult {
  photoKb: number;
  publicPerSecond: number;
  signedPerSecond: number;
  /** signed ÷ public reads per second, the medians of alternating rounds. */
  ratio: number;
  rounds: { public: number; signed: number }[];
  pdfMedianMs: number;
  pdfP95Ms: number;
  pdfKb: number;
  failures: number;
}

async function photoJpeg(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(origin: string, token: string, path: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'bench.jpg');
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { displayUrl: string } };
  return data.displayUrl;
}

/** Reads `url` from CLIENTS loops for SECONDS; answers reads per second and counts non-200s. */
async function readRate(url: string): Promise<{ perSecond: number; failures: number }> {
  let count = 0;
  let failures = 0;
  const until = performance.now() + SECONDS * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) count += 1;
      else failures += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, loop));
  return { perSecond: count / ((performance.now() - started) / 1000), failures };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function childMediaBench(): Promise<ChildMediaResult> {
  const dir = mkdtempSync(join(tmpdir(), 'talent-bench-child-media-'));
  try {
    const photo = await photoJpeg();
    const server = await startServer({ dataDir: join(dir, 'data'), port: PORT });
    let rounds: { public: number; signed: number }[] = [];
    let failures = 0;
    let photoKb = 0;
    try {
      const guardian = await registerTalent(server.origin, `bench.guardian.${Date.now()}@example.com`);
      const auth = { authorization: `Bearer ${guardian.accessToken}`, 'content-type': 'application/json' };
      const enabled = await fetch(`${server.origin}/api/users/guardian-mode/enable`, {
        method: 'POST',
        headers: { authorization: auth.authorization },
      });
      if (!enabled.ok) throw new Error(`guardian mode ${enabled.status}`);
      const child = await fetch(`${server.origin}/api/children`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          firstName: 'Ana',
          lastName: 'Pop',
          dateOfBirth: '2018-03-01',
          gender: 'FEMALE',
        }),
      });
      if (child.status !== 201) throw new Error(`child ${child.status}: ${await child.text()}`);
      const { data: childData } = (await child.json()) as { data: { id: string } };
      const publicUrl =
        server.origin + (await upload(server.origin, guardian.accessToken, '/api/profiles/me/photos', photo));
      const signedUrl =
        server.origin +
        (await upload(
          server.origin,
          guardian.accessToken,
          `/api/profiles/children/${childData.id}/photos`,
          photo,
        ));
      if (!signedUrl.includes('sig=')) throw new Error(`the child's photo is not signed: ${signedUrl}`);
      photoKb = round((await (await fetch(publicUrl)).arrayBuffer()).byteLength / 1024);
      // Warm both paths, then alternate so that the machine's drift falls on both alike.
      await readRate(publicUrl);
      await readRate(signedUrl);
      rounds = [];
      for (let round = 0; round < 3; round++) {
        const open = await readRate(publicUrl);
        const signed = await readRate(signedUrl);
        failures += open.failures + signed.failures;
        rounds.push({ public: Math.round(open.perSecond), signed: Math.round(signed.perSecond) });
      }
    } finally {
      await stopServer(server);
    }

    const pdfTimes: number[] = [];
    let pdfBytes = 0;
    for (let run = 0; run < 21; run++) {
      const started = performance.now();
      const pdf = await renderSpasNotice({
        child: { firstName: 'Ana', lastName: 'Pop', dateOfBirth: '2018-03-01', locality: 'București' },
        guardian: { name: 'Maria Pop', email: 'maria.pop@example.com', phone: '+40721234567' },
        organiser: 'Studioul Ștefan SRL',
        casting: {
          title: 'Reclamă la ciocolată — bunici și nepoți',
          projectType: 'COMMERCIAL',
          location: 'Bucuresti',
        },
        schedule: { dailyStart: '10:00', dailyEnd: '12:00', days: 2 },
        dates: { startDate: '2030-05-20', endDate: '2030-05-21', contractCopyDeadline: '2030-06-03' },
        companionName: 'Ioana Pop',
      });
      // The first render reads and parses the fonts: not counted.
      if (run > 0) pdfTimes.push(performance.now() - started);
      pdfBytes = pdf.length;
    }
    const sorted = [...pdfTimes].sort((a, b) => a - b);
    const publicPerSecond = median(rounds.map((entry) => entry.public));
    const signedPerSecond = median(rounds.map((entry) => entry.signed));
    const result: ChildMediaResult = {
      photoKb,
      publicPerSecond,
      signedPerSecond,
      ratio: round(signedPerSecond / publicPerSecond, 2),
      rounds,
      pdfMedianMs: round(percentile(sorted, 50)),
      pdfP95Ms: round(percentile(sorted, 95)),
      pdfKb: round(pdfBytes / 1024),
      failures,
    };
    console.info(
      `Child's photo, signed ÷ public reads per second: ${signedPerSecond} ÷ ${publicPerSecond} = ${result.ratio}; ` +
        `SPAS notice PDF: median ${result.pdfMedianMs} ms, ${result.pdfKb} KB`,
    );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
