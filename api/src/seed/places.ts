/** Real town coordinates around the central-US default point (39.8283, -98.5795). */
export interface Town {
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const town = (
  city: string,
  state: string,
  postalCode: string,
  latitude: number,
  longitude: number,
): Town => ({ city, state, postalCode, latitude, longitude });

export const TOWNS = {
  lawrence: town('Lawrence', 'KS', '66044', 38.9717, -95.2353),
  topeka: town('Topeka', 'KS', '66603', 39.0473, -95.6752),
  manhattan: town('Manhattan', 'KS', '66502', 39.1836, -96.5717),
  salina: town('Salina', 'KS', '67401', 38.8403, -97.6114),
  wichita: town('Wichita', 'KS', '67202', 37.6872, -97.3301),
  hays: town('Hays', 'KS', '67601', 38.8792, -99.3268),
  hutchinson: town('Hutchinson', 'KS', '67501', 38.0608, -97.9298),
  abilene: town('Abilene', 'KS', '67410', 38.9172, -97.2139),
  lebanon: town('Lebanon', 'KS', '66952', 39.8097, -98.5562),
  smithCenter: town('Smith Center', 'KS', '66967', 39.7794, -98.7851),
  concordia: town('Concordia', 'KS', '66901', 39.5708, -97.6625),
  dodgeCity: town('Dodge City', 'KS', '67801', 37.7528, -100.0171),
  gardenCity: town('Garden City', 'KS', '67846', 37.9717, -100.8727),
  lincoln: town('Lincoln', 'NE', '68508', 40.8136, -96.7026),
  omaha: town('Omaha', 'NE', '68102', 41.2565, -95.9345),
  kearney: town('Kearney', 'NE', '68847', 40.6993, -99.0832),
  grandIsland: town('Grand Island', 'NE', '68801', 40.9264, -98.342),
  hastings: town('Hastings', 'NE', '68901', 40.5863, -98.3899),
  northPlatte: town('North Platte', 'NE', '69101', 41.1403, -100.7601),
  denver: town('Denver', 'CO', '80202', 39.7392, -104.9903),
  boulder: town('Boulder', 'CO', '80302', 40.015, -105.2705),
  coloradoSprings: town('Colorado Springs', 'CO', '80903', 38.8339, -104.8214),
  fortCollins: town('Fort Collins', 'CO', '80524', 40.5853, -105.0844),
  pueblo: town('Pueblo', 'CO', '81003', 38.2544, -104.6091),
  anchorage: town('Anchorage', 'AK', '99501', 61.2181, -149.9003),
} as const;

export type TownKey = keyof typeof TOWNS;
