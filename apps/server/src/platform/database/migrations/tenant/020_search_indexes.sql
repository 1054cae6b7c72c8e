-- Indexes for the company and contact search filters (companies.repository / company-filters).
-- Hot path: name prefix/word/compact match combined with city, province, region, main category.
CREATE INDEX companies_name_compact_prefix_idx ON companies (name_compact text_pattern_ops);
CREATE INDEX companies_province_idx ON companies (province, name_norm);
CREATE INDEX companies_ateco_prefix_idx ON companies (ateco_code text_pattern_ops);
CREATE INDEX companies_other_category_ids_idx ON companies USING gin (other_category_ids);
CREATE INDEX companies_international_invest_idx ON companies USING gin (international_invest);
CREATE INDEX companies_collective_agreement_ids_idx ON companies USING gin (collective_agreement_ids);
CREATE INDEX companies_creation_year_idx ON companies (creation_year);
-- Autocomplete of distinct cities / provinces / regions by normalised prefix.
CREATE INDEX companies_city_norm_idx ON companies (public.search_norm(city) text_pattern_ops);
CREATE INDEX companies_province_norm_idx ON companies (public.search_norm(province) text_pattern_ops);
CREATE INDEX companies_region_norm_idx ON companies (public.search_norm(region) text_pattern_ops);

-- Filters on related tables are answered as "company id IN (subquery)": each subquery starts
-- from the filter's own columns.
CREATE INDEX company_financials_year_revenue_idx ON company_financials (year, revenue);
CREATE INDEX company_financials_year_operating_idx ON company_financials (year, operating_result);
CREATE INDEX company_financials_year_employees_idx ON company_financials (year, employees);
CREATE INDEX company_financials_year_personnel_idx ON company_financials (year, personnel_cost);
CREATE INDEX job_offers_title_trgm_idx ON job_offers USING gin (public.search_norm(job_title) gin_trgm_ops);
CREATE INDEX job_offers_location_trgm_idx ON job_offers USING gin (public.search_norm(location) gin_trgm_ops);
CREATE INDEX acquisitions_date_idx ON acquisitions (acquired_at);
CREATE INDEX investment_rounds_date_idx ON investment_rounds (funding_date);
CREATE INDEX investment_round_investors_name_trgm_idx
  ON investment_round_investors USING gin (public.search_norm(investor_name) gin_trgm_ops);

-- Contacts: surname word match, title, area filters, creation date, list of a company by function.
CREATE INDEX contacts_title_trgm_idx ON contacts USING gin (public.search_norm(title) gin_trgm_ops);
CREATE INDEX contacts_province_idx ON contacts (province);
CREATE INDEX contacts_region_idx ON contacts (region);
CREATE INDEX contacts_created_idx ON contacts (created_at DESC, id DESC);
CREATE INDEX contacts_company_function_idx ON contacts (company_id, function_id);

-- Brands: list by name, sector filter on a company's brands.
CREATE INDEX brands_name_sort_idx ON brands (name_norm, id);
CREATE INDEX brands_sector_ids_idx ON brands USING gin (sector_ids);
CREATE INDEX brands_name_compact_prefix_idx ON brands (name_compact text_pattern_ops);
CREATE INDEX creative_works_brand_idx ON creative_works (brand_id, published_at DESC);
CREATE INDEX pitch_brands_brand_idx ON pitch_brands (brand_id);
