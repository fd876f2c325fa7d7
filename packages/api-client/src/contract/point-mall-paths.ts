import { endpoint } from './endpoint';
import type {
  PointBalance,
  PointConfig,
  PointConversion,
  PointConvertRequest,
  PointEarningsQuery,
  PointEarningsResponse,
  PointItemsQuery,
  PointItemsResponse,
  PointRedeemRequest,
  PointRedemption,
  PointRedemptionsQuery,
  PointRedemptionsResponse,
} from './point-mall-types';

/** The point mall: only its lazily loaded screen calls these. */
export const pointMallApi = {
  /** the items for everyone; signed in, with what the member has redeemed of each */
  items: endpoint<PointItemsQuery, PointItemsResponse>('GET', '/wps/points/items', { optionalToken: true }),
  balance: endpoint<void, PointBalance>('GET', '/wps/points/balance', { token: true }),
  /**
   * Checks the payment password, then in one step takes the points and one of the stock: of
   * parallel redemptions only as many as the stock and the points allow succeed.
   */
  redeem: endpoint<PointRedeemRequest, PointRedemption>('POST', '/wps/points/redeem', { token: true }),
  redemptions: endpoint<PointRedemptionsQuery, PointRedemptionsResponse>('GET', '/wps/points/redemptions', {
    token: true,
  }),
  /** the point ratio, its rate table and the password check */
  config: endpoint<void, PointConfig>('GET', '/wps/points/config', { token: true }),
  /**
   * Checks the payment password, then in one step takes the points and credits the balance: of
   * parallel conversions only as many as the points allow succeed.
   */
  convert: endpoint<PointConvertRequest, PointConversion>('POST', '/wps/points/convert', { token: true }),
  /** the points earned by brand day, newest first */
  earnings: endpoint<PointEarningsQuery, PointEarningsResponse>('GET', '/wps/points/earnings', {
    token: true,
  }),
} as const;
