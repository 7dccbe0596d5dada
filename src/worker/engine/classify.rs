//! The offline classifier shared by PRECHECK, SCREENER, T661 and LOGBOOK: it recognises the facts
//! the program asks about in a sentence, not the program's vocabulary. Each facet (uncertainty,
//! work, advancement, records) is a weighted lexicon of cues as owners and lab staff write them
//! ("nobody could tell us whether", "we mixed six batches", "it turned out"), plus shape features
//! (question clauses, numbers with units, dates); each statutory exclusion and routine engineering
//! is a lexicon of its own. Deterministic, offline, microseconds per sentence.

use std::sync::LazyLock;

use aho_corasick::AhoCorasick;

/// What a sentence says, as a weight per facet (0 = nothing).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Facets {
    pub uncertainty: f32,
    pub work: f32,
    pub advancement: f32,
    pub records: f32,
}

/// One of the four facts a claim must show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Facet {
    Uncertainty,
    Work,
    Advancement,
    Records,
}

impl Facets {
    pub fn get(&self, facet: Facet) -> f32 {
        match facet {
            Facet::Uncertainty => self.uncertainty,
            Facet::Work => self.work,
            Facet::Advancement => self.advancement,
            Facet::Records => self.records,
        }
    }
}

/// A cue: text matched in the normalised sentence (a leading space anchors it at a word start),
/// and its weight.
type Cue = (&'static str, f32);

const UNCERTAINTY: &[Cue] = &[
    (" should be fine", 1.5),
    (" should work", 1.0),
    (" answer was", 0.8),
    ("says nothing", 2.0),
    ("said nothing", 1.5),
    ("doesn't list", 1.5),
    ("doesn't even", 1.2),
    ("doesn't cover", 1.5),
    ("don't cover", 1.5),
    (" not listed", 1.5),
    ("didn't hold", 1.2),
    ("didn't fix", 1.0),
    (" it didn't", 1.0),
    (" stops at", 1.0),
    (" no-bid", 2.0),
    (" no bid", 1.5),
    (" coin toss", 2.0),
    (" we figured", 1.2),
    (" we thought", 1.2),
    (" our guess", 1.5),
    (" best guess", 2.0),
    (" shrugged", 2.0),
    (" for a different", 1.2),
    (" rated", 0.6),
    (" rates ", 0.6),
    (" mentions", 0.6),
    (" never been done", 2.0),
    ("n't been done", 2.0),
    (" catalogue", 0.6),
    (" catalog", 0.6),
    ("n't sure", 2.0),
    (" nobody", 1.5),
    (" no one", 1.2),
    (" maker said", 1.5),
    (" maker told", 1.5),
    (" told us", 1.0),
    (" said to ", 0.8),
    (" said it", 0.6),
    (" said their", 0.8),
    (" had no ", 1.2),
    (" only had", 1.2),
    (" no data", 1.5),
    (" no settings", 1.5),
    (" no explanation", 2.0),
    (" no answer", 2.0),
    (" no way", 1.2),
    (" nothing on", 1.2),
    (" couldn't", 1.0),
    (" could not", 1.0),
    (" can't", 0.5),
    (" cannot", 0.5),
    ("n't work", 0.8),
    ("n't help", 1.2),
    (" useless", 1.0),
    (" kept ", 0.6),
    (" everything we read", 1.5),
    (" everyone said", 1.2),
    (" rule of thumb", 0.8),
    (" the catch", 1.0),
    (" trick", 0.6),
    (" maker", 0.6),
    (" sellers", 0.6),
    (" makers", 0.6),
    (" only works", 0.8),
    (" assumes", 1.0),
    (" stuck", 0.5),
    (" cracking", 0.6),
    (" too ", 0.4),
    (" not know", 2.0),
    ("n't know", 2.0),
    (" no idea", 2.5),
    (" nobody knew", 2.5),
    (" no one knew", 2.5),
    (" nobody could", 2.0),
    (" no one could", 2.0),
    (" nobody had", 1.5),
    (" no one had", 1.5),
    (" could not tell", 2.0),
    (" couldn't tell", 2.0),
    (" couldn't say", 2.0),
    (" could not say", 2.0),
    (" not sure", 2.0),
    (" unsure", 2.0),
    (" unclear", 2.0),
    (" unknown", 2.0),
    (" uncertain", 2.0),
    (" whether", 2.0),
    (" if it would", 1.5),
    (" if it could", 1.5),
    (" if we could", 1.5),
    (" if the ", 0.5),
    (" would it ", 1.5),
    (" could it ", 1.5),
    (" wasn't clear", 2.0),
    (" was not clear", 2.0),
    (" not clear", 1.5),
    (" predict", 1.0),
    (" not obvious", 1.5),
    (" no published", 2.0),
    (" nothing published", 2.0),
    (" literature", 1.0),
    (" published", 0.8),
    (" no standard", 1.5),
    (" no existing", 1.5),
    (" not covered", 1.0),
    (" supplier", 0.8),
    (" vendor", 0.6),
    (" manufacturer", 0.6),
    (" datasheet", 0.8),
    (" data sheet", 0.8),
    (" handbook", 0.8),
    (" off-the-shelf", 0.6),
    (" off the shelf", 0.6),
    (" existing", 0.6),
    (" standard practice", 1.5),
    (" usual", 0.6),
    (" normally", 0.6),
    (" typical", 0.5),
    (" couldn't find", 1.5),
    (" could not find", 1.5),
    (" didn't work", 1.0),
    (" did not work", 1.0),
    (" failed", 0.6),
    (" problem", 0.8),
    (" challenge", 0.8),
    (" question", 1.2),
    (" how to ", 1.0),
    (" how much", 0.6),
    (" feasib", 1.5),
    (" risk", 0.8),
    (" unpredictab", 2.0),
    (" guess", 1.2),
    (" hypothes", 1.5),
    (" assum", 0.6),
    (" expected", 0.6),
    (" hoped", 1.0),
    (" wanted to know", 2.0),
    (" wanted to find out", 2.0),
    (" to find out", 1.5),
    (" to see if", 1.2),
    (" to see whether", 1.5),
    (" limitation", 1.0),
    (" obstacle", 1.0),
    (" nobody makes", 1.5),
    (" no one makes", 1.5),
    (" doesn't exist", 1.2),
    (" does not exist", 1.2),
    (" wouldn't", 0.6),
    (" would hold", 1.0),
    (" would survive", 1.0),
    (" would work", 1.0),
    (" would last", 1.0),
    (" could survive", 1.0),
    (" could handle", 1.0),
    (" enough to", 0.5),
    ("?", 1.5),
];

const WORK: &[Cue] = &[
    (" side by side", 1.5),
    (" sampled", 1.2),
    (" pulled", 0.6),
    (" split", 0.6),
    (" ways", 0.6),
    (" combinations", 1.2),
    (" loggers", 1.2),
    (" gauges", 1.0),
    (" for a whole", 0.6),
    (" tried", 1.5),
    (" tested", 1.5),
    (" test", 1.0),
    (" built", 1.2),
    (" prototype", 1.5),
    (" mock-up", 1.0),
    (" mixed", 1.2),
    (" batch", 1.0),
    (" sample", 1.0),
    (" specimen", 1.5),
    (" version", 0.8),
    (" variant", 1.2),
    (" varied", 2.0),
    (" varying", 2.0),
    (" changed", 1.2),
    (" changing", 1.2),
    (" adjusted", 1.2),
    (" one at a time", 2.0),
    (" measured", 2.0),
    (" measuring", 2.0),
    (" logged", 1.5),
    (" recorded", 1.0),
    (" ran ", 1.2),
    (" run ", 0.6),
    (" runs", 0.8),
    (" trial", 1.5),
    (" experiment", 1.5),
    (" iteration", 1.5),
    (" round", 0.8),
    (" compared", 1.2),
    (" comparing", 1.2),
    (" benchmark", 1.2),
    (" simulat", 1.2),
    (" model", 0.5),
    (" repeat", 1.0),
    (" each ", 0.6),
    (" kept ", 0.4),
    (" constant", 1.0),
    (" control", 0.6),
    (" timed", 1.2),
    (" weighed", 1.2),
    (" counted", 0.8),
    (" cycled", 1.2),
    (" cycles", 1.0),
    (" rig", 1.2),
    (" bench", 1.0),
    (" jig", 1.0),
    (" field ", 0.6),
    (" plots", 0.8),
    (" dozen", 0.8),
    (" designed", 0.8),
    (" rebuilt", 1.2),
    (" modified", 1.0),
    (" swapped", 1.0),
    (" machined", 1.0),
    (" printed", 0.8),
    (" poured", 0.8),
    (" cured", 0.8),
    (" baked", 0.8),
    (" fired", 0.8),
    (" installed", 0.3),
    (" wrote", 0.5),
    (" coded", 0.8),
    (" trained", 0.8),
    (" dataset", 0.6),
];

const ADVANCEMENT: &[Cue] = &[
    (" made it worse", 1.2),
    (" what worked", 1.5),
    (" fixed", 1.0),
    (" solved", 1.2),
    (" did nothing", 1.0),
    (" helped", 0.8),
    (" beat", 0.8),
    (" within", 0.5),
    (" stopped", 0.6),
    (" came from", 1.2),
    (" not from", 1.0),
    (" instead of", 0.6),
    (" found", 1.5),
    (" learned", 2.0),
    (" learnt", 2.0),
    (" turned out", 2.0),
    (" showed", 1.5),
    (" shows", 1.0),
    (" result", 1.2),
    (" now know", 2.5),
    (" we know", 1.5),
    (" discovered", 2.0),
    (" realised", 1.5),
    (" realized", 1.5),
    (" the answer", 1.5),
    (" works", 0.8),
    (" worked", 1.0),
    (" reduced", 1.2),
    (" increased", 1.0),
    (" improved", 1.0),
    (" dropped", 1.0),
    (" cut ", 0.6),
    (" lower", 0.6),
    (" higher", 0.6),
    (" better", 0.6),
    (" fell", 0.8),
    (" rose", 0.8),
    ("%", 1.0),
    (" percent", 1.0),
    (" conclu", 1.5),
    (" achieved", 1.5),
    (" reached", 1.0),
    (" succeeded", 1.2),
    (" limit", 1.0),
    (" mechanism", 2.0),
    (" because", 1.0),
    (" caused by", 1.5),
    (" the cause", 1.5),
    (" due to", 1.0),
    (" explains", 1.2),
    (" held", 0.8),
    (" survived", 1.2),
    (" lasted", 1.0),
    (" cracked", 0.8),
    (" failed at", 1.2),
    (" doesn't work", 1.2),
    (" does not work", 1.2),
    (" can't be", 1.0),
    (" cannot be", 1.0),
    (" only works", 1.5),
    (" key was", 1.5),
    (" turns out", 2.0),
    (" best ", 0.8),
    (" advance", 1.5),
    (" new knowledge", 2.0),
    (" breakthrough", 1.5),
    (" design rule", 2.0),
    (" rule of thumb", 1.5),
    (" outcome", 1.2),
    (" finding", 1.5),
    (" lesson", 1.5),
];

const RECORDS: &[Cue] = &[
    (" log", 1.5),
    (" notebook", 2.0),
    (" record", 1.2),
    (" spreadsheet", 2.0),
    (" notes", 1.0),
    (" photo", 1.0),
    (" dated", 1.5),
    (" commit", 1.5),
    (" report", 1.0),
    (" wrote down", 1.5),
    (" kept track", 1.5),
    (" minutes", 0.6),
    (" ticket", 1.0),
    (" jira", 1.5),
    (" git", 1.0),
    (" data", 0.6),
    (" chart", 0.8),
    (" diary", 1.5),
    (" journal", 1.2),
];

/// A statutory exclusion (Income Tax Act s.248(1) "SR&ED" (e)-(k)) or routine engineering.
pub struct Exclusion {
    pub key: &'static str,
    pub label: &'static str,
    pub cues: &'static [Cue],
}

pub const EXCLUSIONS: [Exclusion; 8] = [
    Exclusion {
        key: "market_research",
        label: "market research or sales promotion",
        cues: &[
            (" marketing", 2.0),
            (" advertis", 2.0),
            (" ad campaign", 2.0),
            (" campaign", 1.5),
            (" promotion", 1.5),
            (" promo", 1.2),
            (" pricing", 1.5),
            (" price point", 2.0),
            (" discount", 1.2),
            (" coupon", 1.5),
            (" customer survey", 2.0),
            (" focus group", 2.0),
            (" conversion rate", 1.0),
            (" click", 1.0),
            (" landing page", 1.5),
            (" email subject", 2.0),
            (" subject line", 2.0),
            (" newsletter", 1.5),
            (" brand", 1.2),
            (" social media", 1.5),
            (" instagram", 1.5),
            (" facebook", 1.2),
            (" influencer", 2.0),
            (" shoppers", 1.2),
            (" buyers", 0.8),
            (" sales", 1.0),
            (" sell more", 1.5),
            (" market share", 1.5),
            (" market research", 2.5),
            (" best price", 1.5),
            (" pricing experiment", 2.0),
            (" pricing test", 2.0),
            (" cohorts", 1.0),
            (" revenue", 1.2),
            (" churn", 1.5),
            (" fees", 0.8),
            (" what customers", 1.2),
            (" how customers", 1.2),
            (" how shoppers", 1.5),
            (" customers choose", 1.5),
            (" shoppers choose", 1.5),
            (" customer preference", 2.0),
            (" consumer preference", 2.0),
            (" online store", 1.0),
            (" in our stores", 1.2),
            (" repeat purchase", 1.5),
            (" customers prefer", 1.5),
            (" willingness to pay", 2.0),
            (" signups", 1.0),
            (" sign-ups", 1.0),
            (" slogan", 2.0),
            (" flyer", 1.5),
            (" radio spot", 2.0),
            (" loyalty", 1.2),
        ],
    },
    Exclusion {
        key: "quality_control",
        label: "quality control or routine testing",
        cues: &[
            (" quality control", 2.5),
            (" quality lab", 2.0),
            (" accredited lab", 1.5),
            (" production lot", 1.5),
            (" certificate of analysis", 2.0),
            (" sampling plan", 2.0),
            (" sampling program", 1.5),
            (" testing protocol", 1.5),
            (" before release", 1.5),
            (" acceptance", 1.0),
            (" qc ", 2.0),
            (" routine test", 2.5),
            (" routine check", 2.0),
            (" test every", 2.0),
            (" tests every", 2.0),
            (" tested every", 2.0),
            (" before it ships", 1.5),
            (" before they ship", 1.5),
            (" before shipping", 1.5),
            (" inspection", 1.5),
            (" inspected", 1.2),
            (" spot check", 2.0),
            (" every batch", 1.5),
            (" each batch", 1.0),
            (" every shift", 1.5),
            (" each shift", 1.5),
            (" every lot", 1.5),
            (" to spec", 1.0),
            (" within spec", 1.5),
            (" out of spec", 1.0),
            (" meets the standard", 1.5),
            (" compliance", 1.5),
            (" certification", 1.2),
            (" certified", 1.0),
            (" calibrat", 0.8),
            (" audit", 1.2),
            (" reject rate", 1.0),
            (" pass/fail", 1.2),
        ],
    },
    Exclusion {
        key: "social_sciences",
        label: "social sciences or humanities research",
        cues: &[
            (" employee", 1.2),
            (" staff", 0.8),
            (" morale", 2.0),
            (" workplace", 1.2),
            (" four-day", 2.0),
            (" work week", 1.5),
            (" management style", 2.0),
            (" management practice", 2.0),
            (" management training", 2.0),
            (" manager", 0.6),
            (" onboarding", 1.5),
            (" training program", 1.5),
            (" hiring", 1.5),
            (" retention", 1.2),
            (" turnover", 1.2),
            (" psycholog", 2.0),
            (" sociolog", 2.0),
            (" consumer behaviour", 2.0),
            (" consumer behavior", 2.0),
            (" customer behaviour", 1.5),
            (" customer behavior", 1.5),
            (" motivation", 1.5),
            (" satisfaction", 1.2),
            (" staff productivity", 2.0),
            (" employee productivity", 2.0),
            (" team productivity", 2.0),
            (" wellbeing", 1.5),
            (" well-being", 1.5),
            (" local history", 2.0),
            (" oral history", 2.0),
            (" interviews", 1.2),
            (" questionnaire", 1.5),
            (" company culture", 2.0),
            (" workplace culture", 2.0),
            (" incentive", 1.5),
            (" bonus", 1.2),
            (" commute", 1.2),
            (" remote work", 1.5),
            (" teaching", 1.0),
            (" students", 0.6),
            (" classroom", 2.0),
            (" time-and-motion", 2.0),
            (" time and motion", 2.0),
            (" staffing", 1.5),
            (" labour hour", 1.0),
            (" labor hour", 1.0),
            (" crews", 0.8),
            (" workers", 0.6),
            (" to management", 1.0),
            (" teaches", 1.0),
            (" training module", 1.5),
            (" course", 0.8),
            (" trainees", 1.5),
            (" new hires", 1.5),
            (" teachers", 1.5),
            (" pupils", 2.0),
            (" literacy", 2.0),
            (" tutoring", 2.0),
            (" supervisor", 1.2),
            (" feedback", 0.8),
            (" procedures", 0.8),
            (" handover", 1.5),
            (" operations team", 1.0),
        ],
    },
    Exclusion {
        key: "prospecting",
        label: "prospecting, exploring or drilling for minerals, oil or gas",
        cues: &[
            (" drill hole", 2.0),
            (" drilling", 1.5),
            (" drilled", 1.2),
            (" test well", 2.0),
            (" seismic acquisition", 2.0),
            (" stratigraphic", 2.0),
            (" reservoir", 0.8),
            (" core sample", 2.0),
            (" prospect", 2.0),
            (" ore ", 1.5),
            (" ore body", 2.0),
            (" mineral claim", 2.0),
            (" mineral property", 2.0),
            (" minerals", 0.8),
            (" claim block", 2.0),
            (" exploration", 1.5),
            (" geophysical", 2.0),
            (" assay results", 1.2),
            (" ore deposit", 2.0),
            (" mineral deposit", 2.0),
            (" gold claim", 2.0),
            (" gold property", 2.0),
            (" lithium claim", 2.0),
            (" well site", 2.0),
            (" oil and gas", 1.5),
            (" oil well", 2.0),
            (" gas well", 2.0),
            (" seismic survey", 2.0),
        ],
    },
    Exclusion {
        key: "commercial_production",
        label: "commercial production or scaling up a known process",
        cues: &[
            (" production run", 2.0),
            (" commercial production", 2.5),
            (" full production", 2.0),
            (" ramp up", 1.5),
            (" ramped up", 1.5),
            (" scale up production", 2.0),
            (" scaled up production", 2.0),
            (" second shift", 2.0),
            (" orders", 1.2),
            (" for sale", 1.5),
            (" for customers", 0.8),
            (" units", 0.4),
            (" output", 0.4),
            (" production capacity", 1.5),
            (" new line", 1.0),
            (" same process", 1.5),
            (" known process", 2.0),
            (" same formula", 2.0),
            (" contract manufacturer", 2.0),
            (" co-manufacturer", 2.0),
            (" best-selling", 1.5),
            (" best selling", 1.5),
            (" same recipe", 1.5),
            (" guidelines", 1.0),
            (" commissioned", 1.2),
            (" validation batch", 1.5),
            (" existing specification", 1.5),
            (" demand", 1.0),
            (" menu", 1.5),
            (" best seller", 1.5),
            (" food cost", 1.5),
            (" another plant", 1.5),
        ],
    },
    Exclusion {
        key: "style_change",
        label: "style or cosmetic changes",
        cues: &[
            (" colour", 0.6),
            (" color", 0.6),
            (" colour scheme", 1.5),
            (" color scheme", 1.5),
            (" font", 2.0),
            (" logo", 2.0),
            (" packaging design", 2.0),
            (" label design", 2.0),
            (" look and feel", 2.0),
            (" looks", 0.8),
            (" aesthetic", 2.0),
            (" appearance", 0.8),
            (" visual", 1.5),
            (" style", 1.5),
            (" cosmetic", 2.0),
            (" theme", 1.2),
            (" fashion", 1.5),
            (" layout", 1.2),
            (" redesign", 1.0),
            (" prettier", 2.0),
            (" finishes", 1.0),
            (" upholstery", 1.5),
            (" appeal", 1.2),
            (" showroom", 1.5),
            (" design studio", 1.5),
            (" attractive", 1.5),
            (" icons", 1.2),
            (" mood board", 2.0),
            (" shade", 1.0),
        ],
    },
    Exclusion {
        key: "routine_data_collection",
        label: "routine data collection",
        cues: &[
            (" data collection", 2.0),
            (" monitoring", 1.0),
            (" sampling points", 1.5),
            (" collected data", 1.5),
            (" collecting data", 1.5),
            (" inventory count", 2.0),
            (" census", 2.0),
            (" tally", 1.2),
            (" survey", 1.2),
            (" monitoring program", 2.0),
            (" routine measurement", 2.0),
            (" routine sampling", 2.0),
            (" for the regulator", 1.5),
            (" annual report", 1.5),
            (" baseline", 0.8),
        ],
    },
    Exclusion {
        key: "routine_engineering",
        label: "routine engineering with existing products or known methods",
        cues: &[
            (" install", 1.2),
            (" configur", 1.5),
            (" upgrad", 1.5),
            (" migrat", 1.5),
            (" set up", 1.2),
            (" setup", 1.0),
            (" vendor's guide", 2.5),
            (" vendor guide", 2.5),
            (" installation guide", 2.5),
            (" manufacturer's instructions", 2.5),
            (" the manual", 1.5),
            (" standard procedure", 2.0),
            (" by the book", 2.0),
            (" off-the-shelf", 1.0),
            (" off the shelf", 1.0),
            (" purchased", 1.2),
            (" bought", 1.2),
            (" licen", 1.0),
            (" subscription", 1.5),
            (" evaluated", 1.0),
            (" shortlist", 1.5),
            (" pick one", 1.5),
            (" picked", 0.8),
            (" chose", 0.8),
            (" plugin", 1.5),
            (" plug-in", 1.5),
            (" wordpress", 2.0),
            (" shopify", 2.0),
            (" salesforce", 2.0),
            (" quickbooks", 2.0),
            (" erp", 1.5),
            (" crm", 1.5),
            (" to the cloud", 1.5),
            (" cloud provider", 1.5),
            (" standard framework", 2.0),
            (" template", 1.2),
            (" new version", 1.0),
            (" replaced", 0.5),
            (" replacement", 0.8),
            (" as specified", 1.5),
            (" building code", 1.5),
            (" per code", 1.5),
            (" permit", 1.0),
            (" contractor", 1.0),
            (" integrat", 0.6),
            (" website", 1.2),
            (" portal", 1.0),
            (" dealer", 1.2),
            (" using standard", 1.5),
            (" standard parts", 1.5),
            (" standard components", 1.5),
            (" django", 1.5),
            (" azure", 1.5),
            (" aws", 1.5),
            (" hosted", 1.0),
            (" features", 0.6),
            (" launched", 0.8),
            (" notifications", 1.0),
            (" app store", 1.2),
            (" staff training", 1.5),
            (" user training", 1.5),
        ],
    },
];

/// The sentence as the cues read it: lowercase, typographic apostrophes made plain, padded with
/// a space so that a leading-space cue matches at the very start too.
pub fn normalise(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push(' ');
    for c in text.chars() {
        match c {
            '\u{2019}' | '\u{2018}' => out.push('\''),
            '(' | ')' | '"' | '\u{201c}' | '\u{201d}' | ',' | ';' | ':' => out.push(' '),
            c => out.extend(c.to_lowercase()),
        }
    }
    out.push(' ');
    out
}

/// Four facets, then one slot per exclusion.
const SLOTS: usize = 4 + EXCLUSIONS.len();

/// Every cue of every facet and exclusion in one automaton, so a text is read once.
struct Lexicon {
    automaton: AhoCorasick,
    /// Per pattern: its slot and weight.
    cues: Vec<(usize, f32)>,
}

static LEXICON: LazyLock<Option<Lexicon>> = LazyLock::new(|| {
    let facets = [UNCERTAINTY, WORK, ADVANCEMENT, RECORDS];
    let lists = facets
        .iter()
        .copied()
        .chain(EXCLUSIONS.iter().map(|e| e.cues));
    let mut patterns = Vec::new();
    let mut cues = Vec::new();
    for (slot, list) in lists.enumerate() {
        for (cue, weight) in list {
            patterns.push(*cue);
            cues.push((slot, *weight));
        }
    }
    match AhoCorasick::new(&patterns) {
        Ok(automaton) => Some(Lexicon { automaton, cues }),
        Err(e) => {
            tracing::error!(error = %e, "the classifier's lexicon does not build; reading cue by cue");
            None
        }
    }
});

/// The weight of each slot in a normalised text, each cue counted once however often it occurs.
fn weigh_all(normalised: &str) -> [f32; SLOTS] {
    let mut out = [0.0; SLOTS];
    match LEXICON.as_ref() {
        Some(lexicon) => {
            let mut seen = vec![false; lexicon.cues.len()];
            for found in lexicon.automaton.find_overlapping_iter(normalised) {
                let id = found.pattern().as_usize();
                if let (Some(false), Some((slot, weight))) =
                    (seen.get(id).copied(), lexicon.cues.get(id))
                {
                    seen[id] = true;
                    out[*slot] += weight;
                }
            }
        }
        None => {
            let facets = [UNCERTAINTY, WORK, ADVANCEMENT, RECORDS];
            let lists = facets
                .iter()
                .copied()
                .chain(EXCLUSIONS.iter().map(|e| e.cues));
            for (slot, list) in lists.enumerate() {
                out[slot] = list
                    .iter()
                    .filter(|(cue, _)| normalised.contains(cue))
                    .map(|(_, w)| w)
                    .sum();
            }
        }
    }
    out
}

/// Whether the text holds a number followed by a unit or a percentage ("3.5 N/mm", "12 %",
/// "40 min"): a measurement.
fn has_measurement(normalised: &str) -> bool {
    let bytes = normalised.as_bytes();
    bytes.iter().enumerate().any(|(i, b)| {
        b.is_ascii_digit()
            && bytes
                .get(i + 1..)
                .map(|rest| {
                    let rest = std::str::from_utf8(rest).unwrap_or_default();
                    let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
                    let rest = rest.trim_start();
                    rest.starts_with('%')
                        || rest.starts_with("°")
                        || UNITS.iter().any(|u| {
                            rest.starts_with(u)
                                && !rest[u.len()..].starts_with(|c: char| c.is_alphabetic())
                        })
                })
                .unwrap_or(false)
    })
}

const UNITS: &[&str] = &[
    "mm",
    "cm",
    "m",
    "km",
    "µm",
    "um",
    "nm",
    "g",
    "kg",
    "mg",
    "t",
    "l",
    "ml",
    "n",
    "kn",
    "mpa",
    "kpa",
    "pa",
    "psi",
    "bar",
    "v",
    "kv",
    "a",
    "ma",
    "w",
    "kw",
    "kwh",
    "hz",
    "khz",
    "mhz",
    "c",
    "f",
    "k",
    "s",
    "ms",
    "min",
    "h",
    "hr",
    "hrs",
    "hours",
    "days",
    "weeks",
    "ppm",
    "ppb",
    "db",
    "rpm",
    "x",
    "n/mm",
    "mb",
    "gb",
    "tb",
    "fps",
    "lux",
    "cycles",
    "samples",
    "batches",
    "runs",
    "trials",
    "tests",
    "versions",
    "prototypes",
];

/// The facets a sentence shows.
pub fn facets(sentence: &str) -> Facets {
    let text = normalise(sentence);
    let measurement = has_measurement(&text);
    let w = weigh_all(&text);
    Facets {
        uncertainty: w[0],
        work: w[1] + if measurement { 1.0 } else { 0.0 },
        advancement: w[2] + if measurement { 0.5 } else { 0.0 },
        records: w[3],
    }
}

/// How strongly a text reads as each exclusion, strongest first, above zero only.
pub fn exclusions(text: &str) -> Vec<(&'static Exclusion, f32)> {
    let w = weigh_all(&normalise(text));
    let mut found: Vec<(&'static Exclusion, f32)> = EXCLUSIONS
        .iter()
        .zip(&w[4..])
        .map(|(e, w)| (e, *w))
        .filter(|(_, w)| *w > 0.0)
        .collect();
    found.sort_by(|a, b| b.1.total_cmp(&a.1));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_are_recognised() {
        let f = facets("Nobody could tell us if the seal would hold in a freezer.");
        assert!(f.uncertainty >= 2.0, "{f:?}");
        let f =
            facets("We poured nine slabs, changing the fibre content each time, and weighed them.");
        assert!(f.work >= 2.0, "{f:?}");
        let f = facets("It turned out the cracks started at the corners, so the radius matters.");
        assert!(f.advancement >= 2.0, "{f:?}");
    }

    #[test]
    fn measurements_are_numbers_with_units() {
        assert!(has_measurement(&normalise("peel strength was 3.5 N/mm")));
        assert!(has_measurement(&normalise("it fell 12% overnight")));
        assert!(!has_measurement(&normalise("we met on 3 March")));
    }
}
