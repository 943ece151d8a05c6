import { Query, Resolver } from 'type-graphql';
import { CATEGORIES } from '../../domain/categories.js';
import { PERIODS } from '../../domain/periods.js';
import { CategoryType, PeriodType } from './taxonomy.type.js';

/** The fixed trees of spec section 3, for clients that show them. */
@Resolver()
export class TaxonomyResolver {
  @Query(() => [PeriodType], { description: 'The seven periods of the timeline, in order.' })
  periods(): PeriodType[] {
    return PERIODS.map((p) => ({ ...p }));
  }

  @Query(() => [CategoryType], { description: 'The category tree.' })
  categories(): CategoryType[] {
    return CATEGORIES.map((c) => ({ key: c.name, name: c.name, subcategories: c.subcategories.map((s) => ({ key: s, name: s })), largeArea: c.largeArea }));
  }
}
