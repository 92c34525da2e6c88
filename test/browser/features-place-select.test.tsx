import { expect, waitUntil } from '@open-wc/testing';
import { areaList } from '@vant/area-data';
import { useState } from 'react';
import { setSession } from '../../src/session/public/session';
import { PlaceSelect } from '../../src/features/place-select';
import { PlacePicker, type LocationSelection, type Place } from '../../src/ui/place-select';
import { mountInShadow, type Mounted } from './support/console-fixtures';
import { click, press } from './support/real-input';
import { freshSession } from './support/test-session';
import { uploadHits } from './support/upload-files';

let mounted: Mounted | null = null;
let picks: (LocationSelection | null)[] = [];
const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.shadow.querySelector<T>(selector);
const select = (name: string) => $<HTMLSelectElement>(`select[name="${name}"]`)!;
const rendered = () => $('select') !== null;
const optionCount = (name: string) => select(name).options.length - 1;
const loaded = (name: string) => rendered() && !select(name).disabled && optionCount(name) > 0;
const shownText = (name: string) => select(name).selectedOptions[0]?.textContent;

/** Moves a closed native select down `n` options with the real keyboard, as a user does. */
async function arrowDown(name: string, n: number): Promise<void> {
  await click(select(name));
  await press('Escape'); // the click opens the list; closed, the arrows change the value
  for (let i = 0; i < n; i += 1) await press('ArrowDown');
}

describe('place selector (spec sections 3, 7 and 9)', () => {
  beforeEach(() => {
    freshSession();
    setSession({ token: 'bearer place-test' });
    picks = [];
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('passes an accessibility audit once the provinces are in', async () => {
    mounted = mountInShadow(<PlaceSelect onChange={(s) => picks.push(s)} />);
    await waitUntil(() => loaded('province'), 'provinces load');
    await expect(mounted.host).to.be.accessible();
  });

  it('lists the real provinces, then the cities and areas of the one picked, with 2/4/6-digit codes', async () => {
    mounted = mountInShadow(<PlaceSelect onChange={(s) => picks.push(s)} />);
    await waitUntil(() => loaded('province'), 'provinces load');
    expect(optionCount('province')).to.equal(Object.keys(areaList.province_list).length);
    expect(select('city').disabled, 'no city before a province').to.equal(true);
    await arrowDown('province', 11); // 11 北京 … 33 浙江, the 11th
    await waitUntil(() => shownText('province') === '浙江省' && loaded('city'), 'Zhejiang cities load');
    expect(optionCount('city')).to.equal(11);
    expect(picks.at(-1)).to.equal(null);
    await arrowDown('city', 1);
    await waitUntil(() => shownText('city') === '杭州市' && loaded('area'), 'Hangzhou areas load');
    await arrowDown('area', 1);
    await waitUntil(() => picks.at(-1) !== null && picks.length > 0 && picks.at(-1) !== undefined);
    expect(picks.at(-1)).to.deep.equal({
      province: '浙江省',
      provinceCode: '33',
      city: '杭州市',
      cityCode: '3301',
      area: '上城区',
      areaCode: '330102',
    });
    const ids = (await uploadHits('findRegion')).map((h) => h.id);
    expect(ids).to.include('330000').and.to.include('330100');
  });

  it('shows a stored selection given with short codes, and a new province clears city and area', async () => {
    const value = { province: '北京市', provinceCode: '11', city: '北京市', cityCode: '1101', area: '西城区', areaCode: '110102' };
    mounted = mountInShadow(<PlaceSelect value={value} onChange={(s) => picks.push(s)} />);
    await waitUntil(() => rendered() && shownText('area') === '西城区', 'the stored area shows');
    expect(shownText('province')).to.equal('北京市');
    expect(shownText('city')).to.equal('北京市');
    await arrowDown('province', 1);
    await waitUntil(() => shownText('province') === '天津市');
    expect(picks.at(-1)).to.equal(null);
    expect(select('city').value).to.equal('');
    expect(select('area').disabled).to.equal(true);
  });

  it("place picker: lists the merchant's places from the fetcher and picks one by keyboard", async () => {
    const places: Place[] = [
      { id: 7, name: '东村' },
      { id: 9, name: '西村' },
    ];
    let fetched = 0;
    const chosen: (Place | null)[] = [];
    // a parent that passes a new fetcher on every render, as inline arrows do
    function Parent() {
      const [picked, setPicked] = useState<Place | null>(null);
      return (
        <PlacePicker
          value={picked?.id ?? null}
          fetchPlaces={() => {
            fetched += 1;
            return Promise.resolve(places);
          }}
          onChange={(p) => {
            chosen.push(p);
            setPicked(p);
          }}
        />
      );
    }
    mounted = mountInShadow(<Parent />);
    await waitUntil(() => $('select') && !$<HTMLSelectElement>('select')!.disabled, 'places load');
    await expect(mounted.host).to.be.accessible();
    expect($('label')!.textContent).to.contain('村镇');
    expect([...$<HTMLSelectElement>('select')!.options].map((o) => o.textContent)).to.deep.equal(['请选择', '东村', '西村']);
    await click($('select')!);
    await press('Escape');
    await press('ArrowDown');
    await press('ArrowDown');
    await waitUntil(() => chosen.length === 2);
    expect(chosen).to.deep.equal([places[0], places[1]]);
    expect(fetched, 'loaded once, not on each render of the parent').to.equal(1);
    expect($<HTMLSelectElement>('select')!.selectedOptions[0]!.textContent).to.equal('西村');
  });
});
