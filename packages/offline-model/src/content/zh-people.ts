/** Chinese names for testimonials and teams on Chinese pages, rotated by the seed like `people`. */
import { rotate } from '../hash';

const ZH_PEOPLE = ['王晓雨', '李明轩', '张若彤', '陈嘉怡', '刘子航', '杨思远', '赵一凡', '黄诗琪', '周可欣', '吴浩然', '孙佳宁', '郑雨桐'];

export function zhPeople(seed: number, count: number, offset = 0): string[] {
  return rotate(ZH_PEOPLE, seed + offset).slice(0, count);
}
