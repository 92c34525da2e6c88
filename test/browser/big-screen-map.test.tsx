import { expect, waitUntil } from '@open-wc/testing';
import type { MonitorRow } from '../../src/api/contract/well/monitor';
import { bigScreenStyles } from '../../src/screens/bigScreen/home/big-screen.styles';
import { WellMap } from '../../src/screens/bigScreen/home/well-map';
import { mountInShadow, type Mounted } from './support/console-fixtures';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const well = (id: number, placeId: number, placeName: string, longitude: number, latitude: number): MonitorRow => ({
  id,
  cd: `W${id}`,
  name: `${id}号井`,
  placeId,
  placeName,
  isOnline: true,
  sig: 20,
  sigIntensity: 'HIGH',
  waterLevel: 10,
  waterLevelState: 'normal',
  current: 0,
  voltage: 380,
  running: 'leisure',
  order: null,
  statusTime: null,
  hasDevice: true,
  stopped: false,
  transport: 'mqtt',
  longitude,
  latitude,
});

async function drawn(rows: MonitorRow[]): Promise<DOMRect[]> {
  mounted = mountInShadow(
    <div style={{ width: '1040px', height: '760px', display: 'flex' }}>
      <WellMap rows={rows} />
    </div>,
  );
  mounted.shadow.adoptedStyleSheets = [bigScreenStyles.get()];
  const texts = () => [...mounted!.shadow.querySelectorAll('.irr-bs-place text')];
  await waitUntil(() => texts().length > 0, 'the map is drawn');
  return texts().map((t) => t.getBoundingClientRect());
}

const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

describe("the big screen's map", () => {
  it('villages close together keep their names apart and off the wells, inside the map', async () => {
    // four villages side by side a few hundred metres apart, a fifth far off setting the scale
    const rows = [
      well(1, 1, '东关村第一村民小组', 116.0, 39.9),
      well(2, 2, '东关村第二村民小组', 116.003, 39.9),
      well(3, 3, '西关村', 116.006, 39.9),
      well(4, 4, '南关村第三村民小组', 116.0045, 39.9015),
      well(5, 5, '北山村', 116.2, 40.05),
    ];
    const boxes = await drawn(rows);
    expect(boxes).to.have.length(5);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++)
        expect(apart(boxes[i]!, boxes[j]!), `names ${i + 1} and ${j + 1} do not overlap`).to.equal(true);
    }
    const dots = [...mounted!.shadow.querySelectorAll('.irr-bs-dot')].map((d) => d.getBoundingClientRect());
    for (const box of boxes)
      expect(
        dots.every((dot) => apart(box, dot)),
        'no name over a well',
      ).to.equal(true);
    const map = mounted!.shadow.querySelector('svg')!.getBoundingClientRect();
    for (const box of boxes)
      expect(box.left >= map.left && box.right <= map.right && box.top >= map.top && box.bottom <= map.bottom, 'inside the map').to.equal(
        true,
      );
  });

  it('a village alone keeps its name above its ring; one whose ring fills the map keeps its name inside', async () => {
    const [box] = await drawn([well(1, 1, '东关村', 116.0, 39.9), well(2, 2, '西关村', 116.1, 39.95)]);
    const ring = mounted!.shadow.querySelector('.irr-bs-place circle')!.getBoundingClientRect();
    expect(box!.bottom).to.be.at.most(ring.top);
    expect((box!.left + box!.right) / 2).to.be.closeTo((ring.left + ring.right) / 2, 1);
    mounted!.unmount();

    // two wells of one village at the map's corners: its ring is wider than the map
    const [inside] = await drawn([well(1, 1, '东关村第一村民小组', 116.0, 39.9), well(2, 1, '东关村第一村民小组', 116.1, 39.95)]);
    const map = mounted!.shadow.querySelector('svg')!.getBoundingClientRect();
    expect(
      inside!.top >= map.top && inside!.bottom <= map.bottom && inside!.left >= map.left && inside!.right <= map.right,
      'inside the map',
    ).to.equal(true);
  });
  it('a name that fits nowhere is left out, its ring naming the village on hover; the names drawn stay apart', async () => {
    // sixteen villages of one well each within a few hundred metres, one far off setting the scale
    const crowd = Array.from({ length: 16 }, (_, i) =>
      well(i + 1, i + 1, `第${i + 1}村民小组`, 116.0 + (i % 4) * 0.0004, 39.9 + Math.floor(i / 4) * 0.0004),
    );
    const boxes = await drawn([...crowd, well(99, 99, '北山村', 116.3, 40.1)]);
    const places = [...mounted!.shadow.querySelectorAll('.irr-bs-place')];
    expect(places).to.have.length(17);
    expect(boxes.length, 'some names left out').to.be.below(17);
    expect(boxes.length, 'some drawn').to.be.above(1);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i]!, boxes[j]!), `names ${i + 1} and ${j + 1} apart`).to.equal(true);
    for (const place of places)
      expect(place.querySelector('title')?.textContent, 'every village named on hover').to.match(/^(第\d+村民小组|北山村)：1 口机井$/);
  });
});
