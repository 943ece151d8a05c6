import { Query, Resolver } from 'type-graphql';
import { CATEGORIES } from '../../domain/categories.js';
import { PERIODS } from '../../domain/periods.js';
import { CategoryType, PeriodType } from './taxonomy.type.js';

@Resolver()
export class TaxonomyResolver {
  @Query(() => [PeriodType], { description: 'The seven periods of the timeline, in order.' })
  periods(): PeriodType[] {
    return PERIODS.map((p) => ({ ...p }));
  }

  @Query(() => [CategoryType], { description: 'The category tree.' })
  categories(): CategoryType[] {
    return CATEGORIES.map((c) => ({ name: c.name, subcategories: [...c.subcategories], largeArea: c.largeArea }));
  }
}
