/** Sample Hindi names for reviews, teams and orders, rotated by the page's seed. */
import { rotate } from '../hash';

const HI_PEOPLE = ['अनन्या शर्मा', 'रोहित वर्मा', 'प्रिया सिंह', 'अमित कुमार', 'नेहा गुप्ता', 'विक्रम राव', 'कविता जोशी', 'अर्जुन मेहता', 'सना ख़ान', 'राहुल पटेल'];

export function hiPeople(seed: number, count: number, offset = 0): string[] {
  return rotate(HI_PEOPLE, seed + offset).slice(0, count);
}
