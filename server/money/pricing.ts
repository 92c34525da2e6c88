/**
 * Prices one finished order of a well (pure, integer arithmetic). Power in Wh, water in litres,
 * prices in fen per kWh and per m³; water beyond the farmer's annual quota is charged by the
 * merchant's tiers (超定额累进加价): tier i covers used water up to quota × upToPercent / 100 (the
 * last tier, upToPercent null, everything above) at the price × multiplierPermille / 1000.
 */
export interface PriceTier {
  upToPercent: number | null;
  multiplierPermille: number;
}

export interface PricingInput {
  billingMode: string;
  electricWh: number;
  /** The flow meter's reading; ignored when the well has none. */
  waterLiters: number;
  hasFlowMeter: boolean;
  /** m³ per kWh in thousandths (以电折水). */
  waterPerKwhMilli: number;
  electricPriceFen: number;
  waterPriceFen: number;
  /** The farmer's annual quota (0: none set, all water at the base price) and what the farmer used this year before. */
  quotaLiters: number;
  usedLiters: number;
  tiers: readonly PriceTier[];
}

export interface PricedLine {
  item: 'electric' | 'water' | 'waterTier';
  quantity: number;
  unitPriceFen: number;
  multiplierPermille: number;
  fen: number;
}

export interface Priced {
  waterLiters: number;
  waterFromPower: boolean;
  overQuotaLiters: number;
  lines: PricedLine[];
  fen: number;
  /** Whole billed units (m³ for water and both, kWh for electric, rounded up, at least 1): the refund's count. */
  count: number;
}

/** round(a × b / d) for non-negative integers, half up. */
const mulDiv = (a: number, b: number, d: number) => Math.floor((2 * a * b + d) / (2 * d));

export function waterOf(p: Pick<PricingInput, 'electricWh' | 'waterLiters' | 'hasFlowMeter' | 'waterPerKwhMilli'>): number {
  // litres = kWh × (m³/kWh) × 1000 = Wh × milli / 1000
  return p.hasFlowMeter ? p.waterLiters : mulDiv(p.electricWh, p.waterPerKwhMilli, 1000);
}

export interface WaterBand {
  liters: number;
  multiplierPermille: number;
  overQuota: boolean;
}

/**
 * The order's water in bands: within the quota at the base price, then by tier. With no quota set
 * (0) all of it is within; water beyond the last tier's ceiling stays at the last multiplier.
 */
export function waterBands(liters: number, quotaLiters: number, usedLiters: number, tiers: readonly PriceTier[]): WaterBand[] {
  if (liters === 0) return [];
  if (quotaLiters <= 0) return [{ liters, multiplierPermille: 1000, overQuota: false }];
  const limits = [
    { ceiling: quotaLiters, multiplierPermille: 1000, overQuota: false },
    ...tiers.map((t) => ({
      ceiling: t.upToPercent === null ? Infinity : Math.floor((quotaLiters * t.upToPercent) / 100),
      multiplierPermille: t.multiplierPermille,
      overQuota: true,
    })),
  ];
  if (limits.at(-1)!.ceiling !== Infinity)
    limits.push({ ceiling: Infinity, multiplierPermille: limits.at(-1)!.multiplierPermille, overQuota: true });
  const to = usedLiters + liters;
  const bands: WaterBand[] = [];
  let floor = 0;
  for (const { ceiling, multiplierPermille, overQuota } of limits) {
    const part = Math.min(to, ceiling) - Math.max(usedLiters, floor);
    if (part > 0) bands.push({ liters: part, multiplierPermille, overQuota });
    floor = ceiling;
    if (floor >= to) break;
  }
  return bands;
}

export function priceOrder(p: PricingInput): Priced {
  const waterLiters = waterOf(p);
  const lines: PricedLine[] = [];
  const electric = p.billingMode === 'electric' || p.billingMode === 'electricAndWater';
  const water = p.billingMode === 'water' || p.billingMode === 'electricAndWater';
  if (electric)
    lines.push({
      item: 'electric',
      quantity: p.electricWh,
      unitPriceFen: p.electricPriceFen,
      multiplierPermille: 1000,
      fen: mulDiv(p.electricWh, p.electricPriceFen, 1000),
    });
  let overQuotaLiters = 0;
  if (water) {
    for (const band of waterBands(waterLiters, p.quotaLiters, p.usedLiters, p.tiers)) {
      if (band.overQuota) overQuotaLiters += band.liters;
      lines.push({
        item: band.overQuota ? 'waterTier' : 'water',
        quantity: band.liters,
        unitPriceFen: p.waterPriceFen,
        multiplierPermille: band.multiplierPermille,
        fen: mulDiv(band.liters, p.waterPriceFen * band.multiplierPermille, 1_000_000),
      });
    }
  }
  const units = water ? Math.ceil(waterLiters / 1000) : Math.ceil(p.electricWh / 1000);
  return {
    waterLiters,
    waterFromPower: !p.hasFlowMeter,
    overQuotaLiters,
    lines,
    fen: lines.reduce((s, l) => s + l.fen, 0),
    count: Math.max(1, units),
  };
}
