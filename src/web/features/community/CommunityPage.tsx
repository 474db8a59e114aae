import { useState } from 'react';
import Users from 'lucide-react/icons/users';
import { anchorOf, itemIds } from '#shared/item-ids.js';
import { COMMUNITY_CATEGORIES, communitySchema, type CommunityGroup } from '#shared/content/opportunities.js';
import { useHashTarget } from '#web/lib/use-hash-target.js';
import { ExternalLink } from '#web/ui/ExternalLink.js';
import { FilterBar } from '#web/ui/FilterBar.js';
import { Badge, CardGrid, FactList, ItemCard, TagList } from '#web/ui/ItemCard.js';
import { ContentState } from '#web/ui/ContentState.js';
import { useContent } from '#web/lib/api/content.js';
import { usePageTitle } from '#web/lib/page-context.js';
import { usePartT } from '#web/lib/i18n/i18n.js';

type CommunityFilter = 'All' | CommunityGroup['category'];

function GroupCard({ group }: { group: CommunityGroup }) {
  const t = usePartT('community');
  return (
    <ItemCard
      id={anchorOf(itemIds.group(group.id))}
      title={group.name}
      badges={<Badge tone="brand">{group.category}</Badge>}
      actions={
        <ExternalLink href={group.url} className="button button--primary">
          {t('community.join')}
          <span className="visually-hidden"> {group.name}</span>
        </ExternalLink>
      }
    >
      <FactList facts={[{ icon: Users, label: t('community.members'), value: group.members }]} />
      <p className="item-card__text">{group.description}</p>
      <TagList tags={group.tags} />
    </ItemCard>
  );
}

function GroupList({ groups }: { groups: CommunityGroup[] }) {
  const [filter, setFilter] = useState<CommunityFilter>('All');
  const t = usePartT('community');
  // Category names are the same in both languages (Frontend, DevOps); 'All' is said.
  const filters = (['All', ...COMMUNITY_CATEGORIES] as const).map((value) => ({
    value,
    label: value === 'All' ? t('community.all') : value,
  }));
  const shown = filter === 'All' ? groups : groups.filter((group) => group.category === filter);
  return (
    <>
      <FilterBar
        label={t('community.filter')}
        options={filters}
        active={filter}
        onSelect={setFilter}
        controls="community-groups"
      />
      <p className="result-count" role="status">
        {t('community.showing', { shown: shown.length, total: groups.length })}
      </p>
      <CardGrid id="community-groups" label={t('community.list')}>
        {shown.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </CardGrid>
    </>
  );
}

export default function CommunityPage() {
  const title = usePageTitle();
  const query = useContent('community', communitySchema);
  const t = usePartT('community');
  useHashTarget(query.isSuccess);
  return (
    <main id="main" className="page">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">{t('community.lead')}</p>
      <ContentState query={query}>{({ groups }) => <GroupList groups={groups} />}</ContentState>
    </main>
  );
}
