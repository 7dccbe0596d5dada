#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the twentieth first-contact set (fr/evidence_first_20).

Run:  python3 make_files.py        then  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_19:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.
(Adapted from the make_files.py of fr/evidence_first_19; the NOISE_FILES / NOISE_SPANS / NOT_ENTRIES registries
and CONTENT_TYPES are added so that an evidence_multi_first_19-style verify.py can also be run on a copy.)

Eight small Quebec firms, 2024-2025 projects, in subjects not used by any earlier set: liqueur de chicoutai amère
et trouble (distillerie, Havre-Saint-Pierre), reconnaissance des partitions chorales manuscrites (éditeur de
musique, Québec), étanchéité des bains nordiques en cèdre après le gel (fabricant, Mont-Laurier), mise à la terre
des clôtures électriques en sol gelé (fabricant d'électrificateurs, Amos), gravier gelé collé au fond des bennes
de camion (carrossier, Saint-Georges), solidité à la lumière des teintures végétales sur laine (atelier de
teinture, Saint-Pascal de Kamouraska), glace claire à cocktails en cycle court (glacier artisanal, Montréal),
déchirure des toiles d'hivernage de piscine aux ancrages (confection, Saint-Jérôme).

Two questions are in English over French records ("language": "en"). Each case has 3 or 4 files in at least two
formats (.txt courriels, .md journaux, .csv, .xlsx à plusieurs feuilles, .docx à titres, .pdf). Seven cases carry
non-record content of kinds new to the French sets: whole files (brochure d'un programme de subvention, fiche de
données de sécurité SIMDUT, avis de renouvellement d'assurance, bon de commande, avis de rappel de produit) or
passages pasted inside a record file (appel de communications inside a dev journal, avis de travaux du
propriétaire de l'immeuble inside e-mails). The toile d'hivernage case has no noise.

Built-in difficulties: the chicoutai case states its key target (trouble in NTU) only in the agent's e-mail and
keeps the 3-month outcome only on the workbook's second sheet; the benne case keeps all outcomes on the workbook's
« Résultats » sheet; the bains nordiques, clôture, glace and toile cases have several essais per variant whose
results must stay with their essai; every case ends with a dated « bilan » that is its own logbook entry; several
cases have a half-met target or an open question that must not be written as a success.

Dates in many French forms: « 3 mars 2025 », « le 12 », « mar. 4 févr. », 17/04/2025, ISO dates (CSV, XLSX date
cells). Every listed date is also written somewhere in a form check_cases.py reads. Dates written only in noise
text are not listed. Decimal commas and Quebec usage: « 1,2 % », « -10 °C », « 2 500 kg », « 0,35 mm ».

Facts are what a careful consultant would need on each line: 242 the targets with their numbers, 244 the
hypotheses / variants / methods, 246 the results and what the failures ruled out. Bindings are coded variants or
essais with close values (the value belongs to its subject, never to the others).
"""
import datetime as _dt
import json
import os
import textwrap
from xml.sax.saxutils import escape


HERE = os.path.dirname(os.path.abspath(__file__))
CASES = []
MIME = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
KEYS = ["name", "question", "language", "files", "facts", "dates", "noise", "bindings"]
def D(iso):
    """A real date cell in a workbook."""
    return _dt.date.fromisoformat(iso)


def text(s):
    return ("text", textwrap.dedent(s).strip("\n") + "\n")


def docx(items):
    return ("docx", items)


def pdf(items, header="", footer=""):
    return ("pdf", {"items": items, "header": header, "footer": footer})


def xlsx(sheets):
    return ("xlsx", sheets)


def _write_text(path, s):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(s)


def _write_docx(path, items):
    from docx import Document
    d = Document()
    d.core_properties.author = ""
    d.core_properties.title = os.path.basename(path)
    for kind, val in items:
        if kind == "title":
            d.add_heading(val, level=0)
        elif kind == "h1":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "p":
            d.add_paragraph(val)
        elif kind == "b":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "n":
            d.add_paragraph(val, style="List Number")
        elif kind == "table":
            t = d.add_table(rows=len(val), cols=len(val[0]))
            t.style = "Table Grid"
            for i, row in enumerate(val):
                for j, cell in enumerate(row):
                    t.cell(i, j).text = str(cell)
                    if i == 0:
                        for r in t.cell(i, j).paragraphs[0].runs:
                            r.bold = True
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer on every page (reportlab standard fonts)."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    ss = getSampleStyleSheet()
    header, footer = spec["header"], spec["footer"]

    def deco(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 8)
        w, h = letter
        if header:
            canvas.drawString(54, h - 40, header)
            canvas.line(54, h - 44, w - 54, h - 44)
        canvas.drawRightString(w - 54, 30, f"Page {doc.page}")
        if footer:
            canvas.drawString(54, 30, footer)
        canvas.restoreState()

    story = []
    for kind, val in spec["items"]:
        if kind == "title":
            story.append(Paragraph(escape(val), ss["Title"]))
        elif kind == "h1":
            story.append(Paragraph(escape(val), ss["Heading2"]))
        elif kind == "h2":
            story.append(Paragraph(escape(val), ss["Heading3"]))
        elif kind == "p":
            story.append(Paragraph(escape(val), ss["BodyText"]))
        elif kind == "b":
            story.append(Paragraph("- " + escape(val), ss["BodyText"]))
        elif kind == "small":
            story.append(Paragraph(escape(val), ss["Italic"]))
        elif kind == "break":
            story.append(PageBreak())
        elif kind == "table":
            t = Table(val, repeatRows=1)
            t.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey),
                                   ("FONTSIZE", (0, 0), (-1, -1), 8),
                                   ("FONTNAME", (0, 0), (-1, 0), "Helvetica-Bold"),
                                   ("BACKGROUND", (0, 0), (-1, 0), colors.whitesmoke)]))
            story.append(t)
            story.append(Spacer(1, 8))
        else:
            raise ValueError(kind)
    SimpleDocTemplate(path, pagesize=letter, title=os.path.basename(path), author="", invariant=1,
                      topMargin=64, bottomMargin=54).build(story, onFirstPage=deco, onLaterPages=deco)


def _write_xlsx(path, sheets):
    from openpyxl import Workbook
    from openpyxl.styles import Font
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for c in ws[1]:
            c.font = Font(bold=True)
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, _dt.date):
                    c.number_format = "yyyy-mm-dd"
        for col in ws.columns:
            width = max(len(str(c.value)) if c.value is not None else 0 for c in col)
            ws.column_dimensions[col[0].column_letter].width = min(max(10, width + 2), 60)
    wb.save(path)


WRITERS = {"text": _write_text, "docx": _write_docx, "pdf": _write_pdf, "xlsx": _write_xlsx}


def write_cases():
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in CASES)
    _write_text(os.path.join(HERE, "cases.json"), '{"cases": [\n' + body + "\n]}\n")


def case(meta, files):
    """Writes the files of one case, appends it to CASES and saves cases.json right away."""
    for fname, (kind, content) in files:
        WRITERS[kind](os.path.join(HERE, fname), content)
    c = {"name": meta["name"], "question": meta["question"], "language": meta.get("language", "fr"),
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()



# Non-record content, by case (for an evidence_multi_first_19-style verify.py; check_cases.py ignores these).
NOISE_FILES = {}
NOISE_SPANS = {}
NOT_ENTRIES = {}
CONTENT_TYPES = {"." + k: v for k, v in MIME.items()}


# ---------------------------------------------------------------------------
# C01 liqueur de chicoutai amère et trouble (distillerie, Havre-Saint-Pierre, Minganie), 2024-2025 - journal .md sous
#     en-têtes de mois; classeur XLSX à deux feuilles (Macérations; Résultats : le trouble à 3 mois n'est que là);
#     courriels .txt (agent, labo) : la limite de trouble en NTU n'est écrite que dans le courriel de l'agent;
#     brochure PDF d'un programme de subvention régional en bruit. Valeurs voisines : 6,2 / 2,4 / 4,1 / 2,6 sur 10
#     d'amertume; 7,5 / 5,8 / 6,6 / 7,3 d'arôme. Piège : l'étiquette et le prix de vente sont du travail courant.
# ---------------------------------------------------------------------------
NOISE_FILES["fr_liqueur_chicoutai_amertume_trouble"] = ["brochure_programme_appui_Cote-Nord.pdf"]
case(
    {
        "name": "fr_liqueur_chicoutai_amertume_trouble",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 de notre demande RS&DE pour la liqueur de chicoutai (projet LC-24), avec un registre daté des travaux (logbook)? Je vous joins mon journal, le classeur des macérations, nos courriels avec l'agent et le labo, et une brochure qu'on a reçue de la SADC.",
        "facts": {
            "242": [["au plus 3/10"], ["au moins 7/10"], ["au plus 2 NTU"], ["1,5 L par kg"]],
            "244": [["purée tamisée"], ["neige carbonique"], ["pectinase"], ["stabilisation au froid"]],
            "246": [["2,6/10"], ["7,3/10"], ["1,4 NTU"], ["goût de carton"]],
        },
        "dates": ["2024-07-08", "2024-07-15", "2024-07-24", "2024-08-03", "2024-08-21", "2024-08-23", "2024-08-27", "2024-09-24",
                  "2024-09-26", "2024-10-01", "2024-10-08", "2025-01-08", "2025-01-14"],
        "noise": ["Volet 2 : Commercialisation et exportation", "jusqu'à 50 % des dépenses admissibles",
                  "Date limite de dépôt des demandes"],
        "bindings": [
            {"value": "6,2/10", "subject": "M1", "others": ["M2", "M3"]},
            {"value": "5,8/10", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "4,1/10", "subject": "M3", "others": ["M2", "M4"]},
        ],
    },
    [
        ("journal_LC-24.md", text("""
            # Journal LC-24 - liqueur de chicoutai
            Distillerie du Havre boréal inc., Havre-Saint-Pierre. Tenu par Josianne Cormier (maître-distillatrice, copropriétaire). Marc-Antoine Vigneault m'aide à la cave.

            ## Pourquoi
            La chicoutai (plaquebière) se cueille dans les tourbières de la Minganie 2-3 semaines par année. Les liqueurs de chicoutai du marché sont faites avec des essences ou avec très peu de fruit. Nous on veut une liqueur faite seulement avec nos fruits, macérés dans notre alcool neutre. Le problème : la chicoutai est pleine de grosses graines. Quand on macère le fruit entier écrasé, l'alcool va chercher une amertume dans les graines qui reste en bouche. Et la liqueur devient trouble en bouteille, surtout quand les clients la mettent au frigo. Les méthodes de macération publiées sont pour le cassis, la framboise ou la griotte; rien sur la chicoutai, et personne ne sait si l'arôme est dans la pulpe, la peau ou les graines.

            ## Juillet 2024

            ### lun. 8 juillet - départ
            Rencontre avec Marc-Antoine et Sophie Lapierre (notre conseillère au CNRC-PARI). Objectifs :
            - amertume au plus 3/10 au panel (notre essai de 2023 était à 6 ou 7);
            - arôme de chicoutai au moins 7/10 au panel;
            - rendement d'au moins 1,5 L par kg de fruits, parce qu'on n'a que 900 kg de fruits par saison;
            - limite de trouble de l'agent pour la SAQ : voir le courriel de Philippe.
            Méthode : panel de 7 personnes (l'équipe + 2 barmans de Sept-Îles), verre codé, liqueur servie à 4 °C, amertume et arôme notés de 0 à 10. Trouble mesuré au turbidimètre du labo.

            ### mer. 24 juillet
            Fruits reçus des cueilleurs (212 kg), congelés le soir même. Trois macérations lancées dans l'alcool neutre à 60 %, 1 kg de fruits par litre :
            M1 = fruits entiers écrasés, 4 semaines (la recette de 2023, témoin).
            M2 = purée tamisée au tamis de 1 mm pour enlever les graines, 4 semaines.
            M3 = fruits entiers écrasés, macération courte de 10 jours seulement.

            ## Août 2024

            ### mer. 21 août
            Soutirage de M1 et M2, pressage du marc. M3 soutiré depuis le 3 août, gardé au frais.

            ### ven. 23 août - panel M1, M2, M3
            M1 : amertume 6,2/10, arôme 7,5/10. Toujours trop amer, comme en 2023.
            M2 : amertume 2,4/10 mais arôme 5,8/10, et un goût de carton, comme de la confiture vieillie. La purée a bruni pendant le tamisage (20 min à l'air). On pense que l'oxydation détruit l'arôme.
            M3 : amertume 4,1/10, arôme 6,6/10. Moins amer, mais la macération courte n'extrait pas assez d'arôme. On écarte les macérations courtes.

            ### mar. 27 août
            M4 = purée tamisée, mais sous neige carbonique : les fruits restent congelés, le tamis est refroidi et le CO2 chasse l'air pendant tout le tamisage. Macération 4 semaines comme M1. 40 kg de fruits.

            ## Septembre 2024

            ### mar. 24 septembre
            Soutirage de M4. Couleur orangée, pas brunie.

            ### jeu. 26 septembre - panel M4
            M4 : amertume 2,6/10, arôme 7,3/10. Premier essai qui passe les deux cibles du panel. Rendement 1,6 L de liqueur finie par kg de fruits, après sirop et réduction à 24 %.

            ## Octobre 2024

            ### mar. 1er oct.
            La liqueur M4 est claire au soutirage mais se trouble au frigo en 48 h. Deux lots :
            M4-A = pectinase 2 h à 20 °C puis filtration sur plaques;
            M4-B = même chose + stabilisation au froid à -10 °C pendant 5 jours avant la filtration, pour faire tomber ce qui précipite au froid.

            ### mar. 8 octobre
            Embouteillage de 60 bouteilles de M4-A et 60 de M4-B. Quelques bouteilles de chaque gardées à 4 °C pour le suivi du trouble.

            ## Janvier 2025

            ### mer. 8 janvier
            Mesure du trouble après 3 mois en bouteille, au frigo. Résultats dans le classeur, feuille Résultats.

            ### mar. 14 janvier - bilan
            On retient M4-B : purée tamisée sous neige carbonique, pectinase, stabilisation au froid, filtration. Amertume, arôme et rendement sont bons, et M4-A est écarté (voir Résultats).
            Ce qui reste ouvert : tout ça est fait sur un seul lot de fruits de 2024, et la neige carbonique coûte cher à Havre-Saint-Pierre (livrée de Québec). On ne sait pas si l'arôme tient plus de 3 mois en bouteille.
            Hors projet : l'étiquette avec la graphiste, le prix de vente et l'inscription au répertoire de la SAQ.
            """)),
        ("macerations_LC-24.xlsx", xlsx([
            ("Macérations", [
                ["lot", "date_debut", "date_soutirage", "preparation", "fruits_kg", "alcool_pct", "duree_jours",
                 "remarque"],
                ["M1", D("2024-07-24"), D("2024-08-21"), "fruits entiers écrasés (témoin)", 60, 60, 28, "recette 2023"],
                ["M2", D("2024-07-24"), D("2024-08-21"), "purée tamisée 1 mm, à l'air", 60, 60, 28,
                 "purée brunie au tamisage"],
                ["M3", D("2024-07-24"), "2024-08-03", "fruits entiers écrasés, macération courte", 52, 60, 10, ""],
                ["M4", D("2024-08-27"), D("2024-09-24"), "purée tamisée sous neige carbonique", 40, 60, 28,
                 "couleur orangée"],
                ["M4-A", D("2024-10-01"), D("2024-10-08"), "M4 + pectinase + filtration sur plaques", "", "", "",
                 "embouteillé"],
                ["M4-B", D("2024-10-01"), D("2024-10-08"), "M4 + pectinase + froid -10 °C 5 j + filtration", "", "",
                 "", "embouteillé"],
            ]),
            ("Résultats", [
                ["lot", "date_panel", "amertume_sur_10", "arome_sur_10", "rendement_L_par_kg", "trouble_embouteillage",
                 "date_mesure_3_mois", "trouble_3_mois_frigo", "decision"],
                ["M1", D("2024-08-23"), 6.2, 7.5, 1.7, "", "", "", "trop amer"],
                ["M2", D("2024-08-23"), 2.4, 5.8, 1.6, "", "", "", "goût oxydé - rejeté"],
                ["M3", D("2024-08-23"), 4.1, 6.6, 1.4, "", "", "", "pas assez d'arôme"],
                ["M4", D("2024-09-26"), 2.6, 7.3, 1.6, "", "", "", "à stabiliser"],
                ["M4-A", "", "", "", "", "0,8 NTU", D("2025-01-08"), "4,8 NTU", "dépôt au fond - rejeté"],
                ["M4-B", "", "", "", "", "0,7 NTU", D("2025-01-08"), "1,4 NTU", "RETENU"],
            ]),
        ])),
        ("courriels_LC-24.txt", text("""
            De : Philippe Gagnon <pgagnon@agenceborealis.example>
            À : Josianne Cormier
            Date : 15 juillet 2024 09:41
            Objet : RE: Liqueur de chicoutai - exigences pour le dépôt SAQ

            Bonjour Josianne,

            Suite à notre appel : pour que je présente la liqueur à l'acheteur de la SAQ, il me faut un produit limpide. Leur cahier des charges pour les liqueurs de fruits : au plus 2 NTU de trouble après 3 mois en bouteille, à 4 °C. Les liqueurs qui font un dépôt sont refusées au contrôle de la qualité, et le retour des caisses est à vos frais.
            Aussi : le taux d'alcool doit rester au-dessus de 20 % (on vise 24 %).

            Bonne saison de cueillette!
            Philippe
            Agence Boréalis, vins et spiritueux

            ----------------------------------------------------------------

            De : Josianne Cormier <josianne@havreboreal.example>
            À : Labo Sensaroma
            Date : 1 oct. 2024 15:12
            Objet : Trouble au froid - liqueur de chicoutai

            Bonjour,
            Notre liqueur de chicoutai (purée tamisée, 24 % alc.) devient trouble au frigo en 2 jours. Est-ce que c'est de la pectine? On essaie une pectinase et une stabilisation au froid à -10 °C avant la filtration. Auriez-vous une idée de ce qui précipite?
            Josianne

            ----------------------------------------------------------------

            De : Hugo Fortin, chimiste <hfortin@sensaroma.example>
            À : Josianne Cormier
            Date : 8 oct. 2024 10:03
            Objet : RE: Trouble au froid - liqueur de chicoutai

            Bonjour Josianne,
            Sans analyse je ne peux pas confirmer, mais la chicoutai est riche en ellagitanins et en cires de la peau. La pectinase règle la pectine, pas les cires ni les complexes tanins-protéines qui tombent au froid. La stabilisation au froid avant filtration est une bonne idée, c'est ce qu'on fait pour les vins blancs. Mesurez le trouble à 4 °C après quelques mois; il n'y a pas de données publiées pour ce fruit.
            Hugo
            """)),
        ("brochure_programme_appui_Cote-Nord.pdf", pdf([
            ("title", "Programme d'appui aux entreprises de la Côte-Nord 2025"),
            ("p", "Vous êtes une entreprise de la Manicouagan, de Sept-Rivières, de la Minganie ou de la "
                  "Basse-Côte-Nord? Le programme vous aide à croître, à exporter et à embaucher."),
            ("h1", "Volet 1 : Démarrage et relève"),
            ("p", "Prêt sans intérêt pendant 24 mois pour l'achat d'une entreprise ou d'équipements."),
            ("h1", "Volet 2 : Commercialisation et exportation"),
            ("p", "Contribution non remboursable jusqu'à 50 % des dépenses admissibles : salons commerciaux, "
                  "site transactionnel, étude de marché hors Québec. Maximum de 25 000 $ par entreprise."),
            ("h1", "Volet 3 : Main-d'œuvre"),
            ("p", "Subvention salariale pour l'embauche d'un premier employé permanent en région."),
            ("h1", "Comment déposer une demande"),
            ("b", "Remplir le formulaire en ligne et joindre les états financiers des deux dernières années."),
            ("b", "Date limite de dépôt des demandes : 31 mars 2025, 16 h."),
            ("b", "Les demandes sont évaluées par un comité régional tous les trois mois."),
            ("small", "Pour information : votre conseiller de la SADC de la Minganie, 1 800 555-0142."),
        ], header="SADC et Développement économique Côte-Nord", footer="Dépliant 2025 - version web")),
    ],
)

# ---------------------------------------------------------------------------
# C02 reconnaissance des partitions chorales manuscrites (éditeur de musique chorale, Québec), 2024-2025 - question
#     en anglais. Journal de dev .md (titres ISO, anglicismes) avec un appel de communications d'un colloque collé
#     au milieu (bruit); CSV des résultats par version et par lot (; et virgule décimale); rapport d'évaluation DOCX
#     à titres. Valeurs voisines : 41 / 78 / 91 / 96,2 % de notes; 72 / 88 % de paroles.
#     Piège : la cible de correction (4 min par page) n'est pas atteinte; les pages au crayon restent sous 90 %.
# ---------------------------------------------------------------------------
PM_APPEL = """> ----- Message transféré -----
> De : Société québécoise de recherche en musique
> Objet : Appel de communications - Colloque Patrimoine sonore et numérique
> Le colloque aura lieu à l'Université Laval les 14 et 15 mai 2025. Nous invitons les chercheurs, archivistes et praticiens à proposer une communication de 20 minutes sur la préservation, la diffusion et la mise en valeur des patrimoines musicaux.
> Les propositions de 300 mots, accompagnées d'une courte notice biographique, doivent être envoyées au comité scientifique.
> Date limite de soumission des résumés : 15 novembre 2024.
> -----"""
NOISE_SPANS["fr_reconnaissance_partitions_chorales_manuscrites"] = {"journal_dev_PM-24.md": [PM_APPEL]}
case(
    {
        "name": "fr_reconnaissance_partitions_chorales_manuscrites",
        "language": "en",
        "question": "Hi, could you draft lines 242, 244 and 246 and a dated logbook for our handwritten choral score recognition project (PM-24)? The records are in French: Maxime's dev journal, the results CSV and Hélène's evaluation report.",
        "facts": {
            "242": [["au moins 95 %"], ["au moins 90 %"], ["au plus 4 min"], ["60 pages"]],
            "244": [["données synthétiques"], ["120 pages annotées"], ["contrainte de métrique"],
                    ["traits d'union"]],
            "246": [["98,3 %"], ["88 %"], ["5,5 min"], ["84,1 %"]],
        },
        "dates": ["2024-09-09", "2024-09-30", "2024-10-21", "2024-11-18", "2024-12-09", "2025-01-27", "2025-02-10",
                  "2025-02-17"],
        "noise": ["Colloque Patrimoine sonore et numérique", "Les propositions de 300 mots",
                  "Date limite de soumission des résumés"],
        "bindings": [
            {"value": "41 %", "subject": "V1", "others": ["V2", "V3"]},
            {"value": "78 %", "subject": "V2", "others": ["V1", "V3"]},
            {"value": "72 %", "subject": "V3", "others": ["V2", "V4"]},
        ],
    },
    [
        ("journal_dev_PM-24.md", ("text", textwrap.dedent("""
            # Journal dev - PM-24 partitions manuscrites
            Éditions musicales Les Voix du Fleuve inc., Québec. Maxime Tremblay-Roy (dev). Hélène Gosselin (éditrice, directrice musicale) = référence pour la correction.

            ## 2024-09-09 (lun.) - kick-off
            Contexte : on a ~1 200 arrangements chorals manuscrits du fondateur (SATB, 4 portées + paroles en français sous chaque portée), des années 1960 à 1990. On veut les vendre en PDF gravé et en MusicXML. Aujourd'hui Hélène les re-saisit à la main dans MuseScore : ~25 min par page. Les logiciels d'OCR musical qu'on connaît sont faits pour des partitions imprimées. Pour du manuscrit choral avec paroles, rien de publié qui marche sur nos pages.
            Cibles fixées avec Hélène :
            - au moins 95 % des notes correctes (hauteur + durée), mesuré sur un jeu de test de 60 pages jamais vues;
            - au moins 90 % des syllabes des paroles placées sous la bonne note;
            - au plus 4 min de correction par page pour Hélène (vs ~25 min aujourd'hui).
            Jeu de test : 40 pages à l'encre + 20 pages au crayon à mine.

            ## 2024-09-30 (lun.) - V1
            V1 = logiciel OCR musical commercial (licence d'essai), 41 % des notes correctes sur les 60 pages. Les têtes de notes écrites à la main sont confondues avec des silences, les hampes partagées entre soprano et alto le mélangent. Paroles : non supportées. Dead end, on développe le nôtre.

            ## 2024-10-21 (lun.) - V2
            V2 = détecteur de symboles (têtes, hampes, crochets, altérations, clés) entraîné seulement sur des données synthétiques : 5 000 pages imprimées générées avec des polices « manuscrites » et des déformations aléatoires. V2 arrive à 78 % des notes sur le jeu de test. Les vraies pages ont des taches, des ratures, des portées pas droites : le synthétique ne suffit pas.

            ## 2024-11-18 (lun.)
            Fini avec Hélène et une stagiaire : 120 pages annotées à la main (boîte + étiquette pour chaque symbole, syllabes rattachées à leur note). Aucune page du jeu de test là-dedans.

            """).strip("\n") + "\n\n" + PM_APPEL + "\n\n" + textwrap.dedent("""
            ## 2024-12-09 (lun.) - V3
            V3 = V2 réentraîné (fine-tuning) sur les 120 pages annotées. V3 monte à 91 % des notes. Paroles : une seule syllabe sur deux bien placée au début, après ajout d'un OCR de texte manuscrit V3 place 72 % des syllabes. Erreur typique : dans les mélismes (une syllabe sur plusieurs notes) le texte glisse d'une note.

            ## 2025-01-27 (lun.) - V4
            V4 = V3 + décodage mesure par mesure avec une contrainte de métrique : la somme des durées de chaque voix doit égaler la mesure (4/4, 3/4, 6/8), on corrige les durées les moins probables. + alignement des paroles avec les traits d'union et les lignes de prolongation comme ancres.
            Premiers chiffres sur le jeu de test : notes 98,3 % sur les pages à l'encre, paroles 88 % en tout. Mais sur les pages au crayon à mine c'est beaucoup moins bon (voir CSV) : le crayon pâle disparaît au seuillage.

            ## 2025-02-10 (lun.)
            Hélène a corrigé les 60 pages de test avec V4 et chronométré (rapport d'évaluation). Moyenne 5,5 min par page.

            ## 2025-02-17 (lun.) - bilan
            V4 passe en production pour les pages à l'encre. La cible de 4 min n'est pas atteinte : presque tout le temps de correction va aux paroles des mélismes. Pages au crayon : pas de solution, on ne sait pas si un meilleur numériseur (niveaux de gris, 600 ppp) suffirait ou s'il faut entraîner sur des pages au crayon.
            Hors projet : nouveau site transactionnel et gravure des 40 premiers titres dans MuseScore.
            """).strip("\n") + "\n")),
        ("resultats_PM-24.csv", text("""
            version;date_essai;lot;type_page;pages;notes_correctes_pct;syllabes_bien_placees_pct;correction_min_page
            V1;30/09/2024;test-encre;encre;40;44,5;s.o.;s.o.
            V1;30/09/2024;test-crayon;crayon;20;34,0;s.o.;s.o.
            V2;21/10/2024;test-encre;encre;40;81,9;s.o.;s.o.
            V2;21/10/2024;test-crayon;crayon;20;70,2;s.o.;s.o.
            V3;09/12/2024;test-encre;encre;40;92,8;75,1;s.o.
            V3;09/12/2024;test-crayon;crayon;20;87,4;65,9;s.o.
            V4;27/01/2025;test-encre;encre;40;98,3;90,4;4,6
            V4;27/01/2025;test-crayon;crayon;20;84,1;83,2;7,3
            """)),
        ("rapport_evaluation_PM-25.docx", docx([
            ("title", "Rapport d'évaluation - reconnaissance des partitions manuscrites (V4)"),
            ("p", "Éditions musicales Les Voix du Fleuve inc. Préparé par Hélène Gosselin, le 10 février 2025."),
            ("h1", "Protocole"),
            ("p", "Jeu de test de 60 pages (40 à l'encre, 20 au crayon), aucune utilisée à l'entraînement. Pour "
                  "chaque page, la sortie MusicXML de V4 est comparée à la saisie manuelle de référence. Une note est "
                  "correcte si sa hauteur et sa durée sont justes. Le temps de correction est chronométré dans "
                  "MuseScore, de l'ouverture du fichier à la page conforme."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Pages", "Notes correctes", "Syllabes bien placées", "Correction par page"],
                ["Encre", "40", "98,3 %", "90,4 %", "4,6 min"],
                ["Crayon", "20", "84,1 %", "83,2 %", "7,3 min"],
                ["Ensemble (pondéré)", "60", "93,6 %", "88 %", "5,5 min"],
            ]),
            ("p", "Sur l'ensemble des 60 pages, V4 donne 93,6 % des notes : la cible de 95 % n'est atteinte que "
                  "sur les pages à l'encre."),
            ("h1", "Constats"),
            ("b", "Encre : notes et paroles aux cibles; correction de 4,6 min par page, un peu au-dessus de 4 min."),
            ("b", "Crayon à mine : 84,1 % des notes, le trait pâle est perdu au seuillage."),
            ("b", "Les mélismes causent la majorité des erreurs de paroles qui restent."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C03 étanchéité des bains nordiques en cèdre après le gel (fabricant, Mont-Laurier), automne-hiver 2024 - rapport
#     d'essais DOCX à titres; classeur XLSX (Essais : montage des mini-cuves; Mesures : fuites par essai au cycle 1
#     et au cycle 20); courriels .txt (client, centre d'essais) avec un avis de travaux du propriétaire de
#     l'immeuble collé au milieu (bruit). Plusieurs essais par variante : A1-A2, B1-B2, C1-C3, D1-D2; les valeurs
#     voisines (2,8 / 3,2 / 6,5 / 9,5 L/h) restent à leur essai. La cible de 6 h n'est écrite que dans le
#     courriel du client. Piège : D tient techniquement mais dépasse le budget et sent le moisi.
# ---------------------------------------------------------------------------
BN_AVIS = """>>> Avis aux locataires - Parc industriel de Mont-Laurier, 1850 rue de la Lièvre
>>> Gestion immobilière Lafleur & Brisebois
>>> Des travaux de réfection de la toiture du bâtiment B auront lieu à partir du 4 novembre. Une grue sera installée dans le stationnement arrière; les quais 3 et 4 ne seront pas accessibles pendant 3 jours.
>>> Le mercredi 6 novembre, de 8 h à 12 h, il y aura une interruption de l'alimentation en eau pour le remplacement de la valve principale.
>>> Nous nous excusons des inconvénients. La direction."""
NOISE_SPANS["fr_bains_nordiques_cedre_etancheite_gel"] = {"courriels_BN-24.txt": [BN_AVIS]}
BN_MESURES = [
    ["essai", "variante", "date_cycle_1", "fuite_1h_cycle_1_L_h", "heures_pour_1_L_h_cycle_1", "date_cycle_20",
     "fuite_1h_cycle_20_L_h", "heures_pour_1_L_h_cycle_20", "observations"],
    ["A1", "A", D("2024-10-28"), "18 L/h", 40, D("2024-11-18"), "22 L/h", 44, "joints ouverts de 0,8 mm"],
    ["A2", "A", D("2024-10-28"), "21 L/h", 46, D("2024-11-18"), "24 L/h", 48, ""],
    ["B1", "B", D("2024-10-28"), "9,5 L/h", 20, D("2024-11-18"), "fente", "s.o.", "douve fendue à la languette au cycle 12"],
    ["B2", "B", D("2024-10-28"), "11 L/h", 24, D("2024-11-18"), "13 L/h", 26, ""],
    ["C1", "C", D("2024-11-25"), "3,2 L/h", 7, D("2024-12-16"), "3,6 L/h", 8, ""],
    ["C2", "C", D("2024-11-25"), "2,8 L/h", 6, D("2024-12-16"), "3,0 L/h", 6, ""],
    ["C3", "C", D("2024-11-25"), "3,4 L/h", 8, D("2024-12-16"), "6,5 L/h", 14, "ressort grippé par la glace au cycle 9"],
    ["D1", "D", D("2024-12-16"), "0,9 L/h", 2, D("2025-01-20"), "1,1 L/h", 3, ""],
    ["D2", "D", D("2024-12-16"), "0,7 L/h", 1.5, D("2025-01-20"), "0,8 L/h", 2, "odeur de moisi à l'ouverture"],
]
case(
    {
        "name": "fr_bains_nordiques_cedre_etancheite_gel",
        "question": "Bonjour, j'aurais besoin des lignes 242, 244 et 246 pour notre projet d'étanchéité des bains nordiques (BN-24) et d'un registre daté des travaux (logbook). Voici le rapport d'essais d'Annie, le classeur des mesures et nos courriels.",
        "facts": {
            "242": [["au plus 1 L/h"], ["au plus 6 h"], ["20 cycles"], ["au plus 350 $"]],
            "244": [["fausse languette"], ["cerclage à ressorts"], ["jonc de quenouille"], ["-30 °C"]],
            "246": [["0,7 L/h"], ["ressort grippé"], ["420 $"], ["odeur de moisi"]],
        },
        "dates": ["2024-10-02", "2024-10-07", "2024-10-21", "2024-10-28", "2024-11-18", "2024-11-20", "2024-11-25",
                  "2024-12-16", "2025-01-20", "2025-01-27"],
        "noise": ["Avis aux locataires", "réfection de la toiture du bâtiment B",
                  "interruption de l'alimentation en eau"],
        "bindings": [
            {"value": "9,5 L/h", "subject": "B1", "others": ["B2", "A2"]},
            {"value": "2,8 L/h", "subject": "C2", "others": ["C1", "C3"]},
            {"value": "6,5 L/h", "subject": "C3", "others": ["C2", "D1"]},
        ],
    },
    [
        ("rapport_essais_BN-24.docx", docx([
            ("title", "Projet BN-24 - Étanchéité des bains nordiques après le gel"),
            ("p", "Bains nordiques Haute-Lièvre inc., Mont-Laurier. Rédigé par Annie Cloutier, technicienne, avec "
                  "Frédéric Lachaîne, propriétaire. Version du 27 janvier 2025."),
            ("h1", "Contexte"),
            ("p", "Nos bains en cèdre sont vendus à des chalets locatifs qui les vident entre deux locations, même en "
                  "plein hiver. Vide à -30 °C, le bois sèche et se contracte, les joints entre les douves ouvrent, et "
                  "au remplissage à 38 °C le bain fuit pendant un à deux jours, le temps que le bois regonfle. En "
                  "tonnellerie et en construction de cuves, on garde le bois toujours mouillé; personne ne publie de "
                  "méthode pour une cuve qu'on vide et qu'on gèle chaque semaine."),
            ("h1", "Objectifs"),
            ("b", "Fuite au plus 1 L/h une heure après le remplissage (le bain actuel fuit à environ 20 L/h)."),
            ("b", "Délai de remplissage demandé par le client : voir son courriel du 2 octobre."),
            ("b", "Tenir 20 cycles vidange-gel-remplissage sans douve fendue."),
            ("b", "Surcoût au plus 350 $ par bain en matériaux et main-d'œuvre."),
            ("h1", "Méthode"),
            ("p", "Mini-cuves de 1 m de diamètre, 12 douves de 38 mm, construites comme nos bains. Un cycle : cuve "
                  "vidée, 48 h en chambre froide à -30 °C, remplissage à l'eau à 38 °C, fuite recueillie dans un bac "
                  "et pesée chaque heure. Deux ou trois mini-cuves par variante, mesurées au cycle 1 et au cycle 20."),
            ("h1", "Déroulement"),
            ("b", "7 octobre 2024 : lancement, choix des variantes avec le Centre d'essais Lièvre-Bois."),
            ("b", "21 octobre 2024 : fabrication des mini-cuves A1, A2, B1 et B2."),
            ("b", "A = notre bain actuel : cèdre blanc bouveté (rainure et languette), séché à 12 %, cerclage fixe."),
            ("b", "B = joints droits avec fausse languette en cèdre dans une rainure des deux côtés, séché à 15 %, "
                  "cerclage fixe."),
            ("b", "28 octobre 2024 : premier cycle de A et B. 18 novembre : vingtième cycle."),
            ("b", "C = bouveté comme A, mais cerclage à ressorts : les bandes d'inox sont tendues par des ressorts de "
                  "compression qui resserrent la cuve quand le bois se contracte. C1, C2 et C3 : premier cycle le "
                  "25 novembre, vingtième le 16 décembre."),
            ("b", "D = C + jonc de quenouille séché posé dans la rainure, comme le jonc des fonds de barriques, qui "
                  "gonfle vite au contact de l'eau. D1 et D2 : premier cycle le 16 décembre, vingtième le "
                  "20 janvier 2025."),
            ("h1", "Résultats"),
            ("table", [
                ["Essai", "Fuite à 1 h (cycle 1)", "Fuite à 1 h (cycle 20)", "Remarque"],
                ["A1", "18 L/h", "22 L/h", ""],
                ["A2", "21 L/h", "24 L/h", ""],
                ["B1", "9,5 L/h", "fente", "douve fendue au cycle 12"],
                ["B2", "11 L/h", "13 L/h", ""],
                ["C1", "3,2 L/h", "3,6 L/h", ""],
                ["C2", "2,8 L/h", "3,0 L/h", ""],
                ["C3", "3,4 L/h", "6,5 L/h", "ressort grippé par la glace"],
                ["D1", "0,9 L/h", "1,1 L/h", ""],
                ["D2", "0,7 L/h", "0,8 L/h", "odeur de moisi"],
            ]),
            ("p", "La fausse languette (B) réduit la fuite de moitié, mais la languette rapportée fait levier et B1 "
                  "s'est fendu : on l'écarte. Le cerclage à ressorts (C) compense bien la contraction, sauf quand "
                  "l'eau gèle dans le boîtier du ressort, comme sur C3. Seule la variante D passe sous 1 L/h, et "
                  "D2 est étanche en 1,5 h."),
            ("h1", "Bilan du 27 janvier 2025"),
            ("p", "D atteint la cible de fuite et le délai, mais le surcoût est de 420 $ par bain (jonc posé à la "
                  "main, ressorts inox), au-dessus de 350 $. D2 avait une odeur de moisi à l'ouverture après "
                  "20 cycles : on ne sait pas si le jonc va pourrir dans un bain chauffé toute une saison. Le boîtier "
                  "des ressorts doit être redessiné pour que l'eau ne s'y accumule pas."),
            ("p", "Hors projet : nouveau couvercle isolé et photos pour le catalogue 2025."),
        ])),
        ("essais_BN-24.xlsx", xlsx([
            ("Essais", [
                ["essai", "variante", "date_fabrication", "essence", "joint", "humidite_montage_pct", "cerclage"],
                ["A1", "A", D("2024-10-21"), "cèdre blanc", "bouveté", 12, "fixe"],
                ["A2", "A", D("2024-10-21"), "cèdre blanc", "bouveté", 12, "fixe"],
                ["B1", "B", D("2024-10-21"), "cèdre blanc", "fausse languette", 15, "fixe"],
                ["B2", "B", D("2024-10-21"), "cèdre blanc", "fausse languette", 15, "fixe"],
                ["C1", "C", D("2024-11-18"), "cèdre blanc", "bouveté", 12, "ressorts inox"],
                ["C2", "C", D("2024-11-18"), "cèdre blanc", "bouveté", 12, "ressorts inox"],
                ["C3", "C", D("2024-11-18"), "cèdre blanc", "bouveté", 12, "ressorts inox"],
                ["D1", "D", D("2024-12-16"), "cèdre blanc", "bouveté + jonc", 12, "ressorts inox"],
                ["D2", "D", D("2024-12-16"), "cèdre blanc", "bouveté + jonc", 12, "ressorts inox"],
            ]),
            ("Mesures", BN_MESURES),
        ])),
        ("courriels_BN-24.txt", ("text", textwrap.dedent("""
            De : Stéphanie Ménard <reservations@refugelacdesecorces.example>
            À : Frédéric Lachaîne
            Date : 2 octobre 2024 14:26
            Objet : Nos 6 bains - problème de fuites

            Bonjour Frédéric,

            Comme je vous disais au téléphone, on vide les bains entre chaque location l'hiver (règle de la santé publique pour les spas sans traitement). L'hiver passé, les bains ont fui pendant une journée complète après le remplissage, on a dû fermer 2 chalets un samedi.
            Ce qu'il nous faut : un bain étanche en au plus 6 h après le remplissage, c'est le temps entre le départ et l'arrivée des clients. Sinon on passe aux spas en acrylique, malgré le look.

            Stéphanie Ménard
            Le Refuge du Lac-des-Écorces

            ----------------------------------------------------------------

            De : Annie Cloutier <annie@bainshautelievre.example>
            À : Frédéric Lachaîne
            Date : 28 octobre 2024 17:50
            Objet : Premier cycle A et B

            Frédéric, premier cycle fait. A1 et A2 coulent comme nos bains (autour de 20 L/h). B1 est à 9,5 L/h, B2 à 11 L/h, c'est mieux mais loin de 1 L/h.
            Annie
            """).strip("\\n") + "\\n\\n" + BN_AVIS + "\\n\\n" + textwrap.dedent("""
            ----------------------------------------------------------------

            De : Marc-André Paiement, ing.f. <mapaiement@lievrebois.example>
            À : Annie Cloutier
            Cc : Frédéric Lachaîne
            Date : 20 novembre 2024 10:12
            Objet : RE: B1 fendu

            Bonjour Annie,
            J'ai regardé la douve de B1. La fente part du fond de la rainure : en gelant, l'eau prise dans la rainure pousse sur la languette rapportée qui fait levier. Je ne recommande pas de poursuivre B. Pour le cerclage à ressorts, attention à l'eau qui peut geler dans les boîtiers. Pour un joint qui gonfle vite, les tonneliers utilisent du jonc de quenouille dans les fonds, mais je n'ai aucune donnée pour des cycles de gel.
            Marc-André
            Centre d'essais Lièvre-Bois
            """).strip("\\n") + "\\n")),
    ],
)

# ---------------------------------------------------------------------------
# C04 mise à la terre des clôtures électriques en sol gelé (fabricant d'électrificateurs, Amos, Abitibi), hiver
#     2024-2025 - notes de terrain .md (dates « mar. 21 janv. »); CSV des mesures par essai (; virgule décimale);
#     rapport DOCX à titres avec bilan daté; fiche de données de sécurité SIMDUT d'un dégraissant en PDF (bruit).
#     Dix essais (E1-E10) : cinq variantes sur trois fermes, valeurs voisines 2,4 / 4,1 / 4,6 / 3,3 / 5,6 / 6,1 kV
#     qui restent à leur essai. Piège : T3 passe en janvier mais tombe sous la neige; T4 passe mais coûte trop cher.
# ---------------------------------------------------------------------------
NOISE_FILES["fr_mise_a_la_terre_cloture_electrique_sol_gele"] = ["FDS_degraissant_DG-40.pdf"]
case(
    {
        "name": "fr_mise_a_la_terre_cloture_electrique_sol_gele",
        "question": "Bonjour, pouvez-vous nous préparer les lignes 242, 244 et 246 pour le projet de mise à la terre en sol gelé (CE-25) et un registre daté (logbook)? Je joins les notes de terrain de Karine, le fichier des mesures, notre rapport et une fiche qui était dans le dossier.",
        "facts": {
            "242": [["5 000 V"], ["au plus 300 V"], ["au plus 400 $"], ["novembre à avril"]],
            "244": [["tiges de 3 m"], ["bentonite-graphite"], ["terre-retour"], ["tige électrolytique"]],
            "246": [["6,1 kV"], ["2,9 kV"], ["690 $"], ["190 V"]],
        },
        "dates": ["2024-10-15", "2024-11-05", "2024-11-07", "2024-11-12", "2025-01-21", "2025-02-13", "2025-02-18",
                  "2025-03-04", "2025-03-25", "2025-04-08"],
        "noise": ["Aérosol inflammable, catégorie 1", "Section 4 : Premiers soins", "Centre antipoison du Québec"],
        "bindings": [
            {"value": "4,1 kV", "subject": "E3", "others": ["E4", "E5"]},
            {"value": "3,3 kV", "subject": "E6", "others": ["E5", "E7"]},
            {"value": "5,6 kV", "subject": "E9", "others": ["E8", "E10"]},
        ],
    },
    [
        ("notes_terrain_CE-25.md", text("""
            # Notes de terrain CE-25 - mise à la terre l'hiver
            Karine Lalancette, technologue, Électro-Pâturage Nord inc. (Amos)

            Rappel du problème : l'hiver, le sol gèle sur 2 m et plus en Abitibi. La terre de l'électrificateur (3 tiges galvanisées de 1,8 m, ce que tout le monde installe) se retrouve dans du sol gelé qui ne conduit presque plus. La clôture tombe à 2 kV, les coyotes passent et les éleveurs de moutons perdent des bêtes. Les guides des fabricants disent « ajoutez des tiges », sans chiffres pour un sol gelé sur 2 m.

            Fermes partenaires : Bergerie du Lac Figuery (argile), Ferme Trudel et fils à Launay (sable d'esker), Chèvrerie de La Motte (argile). Même électrificateur partout (8 joules), 1 km de clôture 5 fils.

            ## Installations

            mar. 5 nov. - Figuery : E1 (T0, 3 tiges de 1,8 m, témoin), E3 (T1, 3 tiges de 3 m enfoncées à la foreuse, sous la ligne de gel), E5 (T2, 3 tiges de 1,8 m dans un remblai bentonite-graphite), E8 (T3, terre-retour : un fil de la clôture sur deux relié à la terre, l'animal touche un fil chargé et un fil de retour).
            jeu. 7 nov. - Trudel : E2 (T0), E4 (T1), E6 (T2), E9 (T4, 3 tiges électrolytiques : tube de cuivre rempli de sels qui suintent dans le sol par des trous).
            mar. 12 nov. - La Motte : E7 (T3 terre-retour), E10 (T4 tige électrolytique).

            ## Mesures de janvier

            mar. 21 janv., -25 °C le matin, sol gelé à 1,6 m. Tension sur la clôture au bout du km, puis test de la terre (court-circuit à 100 m, voltmètre sur la dernière tige).
            - E1 : 2,4 kV sur la clôture, 1 650 V sur la tige. Pire que ce que je pensais.
            - E2 : 1,1 kV. Le sable gelé sec, c'est un isolant.
            - E3 : 4,1 kV, 720 V sur la tige. Les tiges de 3 m aident mais pas assez.
            - E4 : 2,6 kV.
            - E5 : 4,6 kV, 520 V sur la tige.
            - E6 : 3,3 kV, la bentonite aide peu dans le sable.
            - E7 et E8 : 6,8 et 6,5 kV. Le terre-retour ne dépend plus du sol.
            - E9 : 5,6 kV, 240 V sur la tige.
            - E10 : 6,1 kV, 190 V sur la tige. Meilleure terre de tout le projet.

            ## Tempête

            jeu. 13 févr. - 45 cm de neige en deux jours, bancs de neige poussés par le vent contre les clôtures.
            mar. 18 févr. - mesures après la tempête : E7 tombe à 2,9 kV et E8 à 3,1 kV. La neige mouillée touche le fil chargé et le fil de retour en même temps = court-circuit. E9 et E10 tiennent (5,4 et 5,9 kV).
            mar. 4 mars - attaque de coyotes à Figuery, 2 brebis perdues, dans le parc de E8 (encore à 3,1 kV, la neige n'avait pas fondu).

            ## Fin d'hiver
            mar. 25 mars : E9 5,5 kV, E10 6,0 kV, E3 4,4 kV, E5 4,8 kV. Pour E1 et E2, rien de changé (sol encore gelé).
            """)),
        ("mesures_CE-25.csv", text("""
            essai;variante;ferme;sol;date_mesure;temp_air_C;tension_cloture_kV;tension_tige_V;remarque
            E1;T0;Figuery;argile;2025-01-21;-25;2,4;1650;témoin
            E2;T0;Trudel;sable;2025-01-21;-25;1,1;2900;témoin
            E3;T1;Figuery;argile;2025-01-21;-25;4,1;720;
            E4;T1;Trudel;sable;2025-01-21;-25;2,6;1400;
            E5;T2;Figuery;argile;2025-01-21;-25;4,6;520;
            E6;T2;Trudel;sable;2025-01-21;-25;3,3;1100;
            E7;T3;La Motte;argile;2025-01-21;-25;6,8;s.o.;terre-retour
            E8;T3;Figuery;argile;2025-01-21;-25;6,5;s.o.;terre-retour
            E9;T4;Trudel;sable;2025-01-21;-25;5,6;240;
            E10;T4;La Motte;argile;2025-01-21;-25;6,1;190;
            E7;T3;La Motte;argile;2025-02-18;-12;2,9;s.o.;neige sur les fils
            E8;T3;Figuery;argile;2025-02-18;-12;3,1;s.o.;neige sur les fils
            E9;T4;Trudel;sable;2025-02-18;-12;5,4;250;
            E10;T4;La Motte;argile;2025-02-18;-12;5,9;200;
            E3;T1;Figuery;argile;2025-03-25;-6;4,4;650;
            E5;T2;Figuery;argile;2025-03-25;-6;4,8;480;
            E9;T4;Trudel;sable;2025-03-25;-6;5,5;230;
            E10;T4;La Motte;argile;2025-03-25;-6;6,0;190;
            """)),
        ("rapport_CE-25.docx", docx([
            ("title", "Rapport de projet CE-25 - Mise à la terre des clôtures électriques en sol gelé"),
            ("p", "Électro-Pâturage Nord inc., Amos. Rédigé par Réjean Bérubé, président, et Karine Lalancette, "
                  "technologue."),
            ("h1", "Objectifs fixés le 15 octobre 2024"),
            ("b", "Au moins 5 000 V sur la clôture au bout de 1 km, par -25 °C, de novembre à avril."),
            ("b", "Test de la terre : au plus 300 V sur la dernière tige quand la clôture est court-circuitée."),
            ("b", "Coût de la mise à la terre au plus 400 $ par installation, posée par l'éleveur."),
            ("h1", "Variantes"),
            ("table", [
                ["Variante", "Description", "Essais"],
                ["T0", "3 tiges galvanisées de 1,8 m (témoin)", "E1, E2"],
                ["T1", "3 tiges de 3 m, sous la ligne de gel", "E3, E4"],
                ["T2", "3 tiges de 1,8 m dans un remblai bentonite-graphite", "E5, E6"],
                ["T3", "système terre-retour (fils de retour sur la clôture)", "E7, E8"],
                ["T4", "3 tiges électrolytiques (cuivre et sels)", "E9, E10"],
            ]),
            ("h1", "Résultats"),
            ("p", "En argile comme en sable, les tiges plus longues (T1) et le remblai (T2) améliorent la terre sans "
                  "atteindre 5 kV. Le terre-retour (T3) dépasse 6 kV en janvier mais tombe à 2,9 kV (E7) après la "
                  "tempête du 13 février : la neige relie les fils. Seules les tiges électrolytiques (T4) restent "
                  "au-dessus de 5 kV tout l'hiver, avec 190 V sur la tige à La Motte (E10)."),
            ("p", "Coût de T4 : 690 $ par installation (trois tiges, sels, forage), contre 95 $ pour le témoin."),
            ("h1", "Bilan - 8 avril 2025"),
            ("p", "T4 atteint la cible de tension et de terre, pas celle de coût. T3 n'est pas fiable avec la neige "
                  "de l'Abitibi. Questions ouvertes : combien d'hivers durent les sels des tiges électrolytiques, et "
                  "est-ce qu'une seule tige électrolytique combinée à deux tiges de 3 m suffirait? Essai prévu à "
                  "l'automne 2025."),
            ("p", "Hors projet : nouveau boîtier de l'électrificateur et salon de l'UPA de l'Abitibi."),
        ])),
        ("FDS_degraissant_DG-40.pdf", pdf([
            ("title", "Fiche de données de sécurité - Dégraissant à moteurs DG-40 (aérosol)"),
            ("p", "Conforme au Règlement sur les produits dangereux (SIMDUT 2015). Date de révision : 2023-06-12."),
            ("h1", "Section 1 : Identification"),
            ("p", "Nom du produit : Dégraissant à moteurs DG-40. Usage recommandé : nettoyage des moteurs et des "
                  "pièces mécaniques. Fournisseur : Produits Chimiques Rive-Nord ltée, Terrebonne."),
            ("h1", "Section 2 : Identification des dangers"),
            ("p", "Aérosol inflammable, catégorie 1. Gaz sous pression. Irritation cutanée, catégorie 2. "
                  "Mention d'avertissement : Danger."),
            ("h1", "Section 3 : Composition"),
            ("table", [["Composant", "No CAS", "Concentration"],
                       ["Distillats de pétrole hydrotraités", "64742-47-8", "60 - 80 %"],
                       ["Propane / butane (propulseur)", "68476-86-8", "10 - 30 %"]]),
            ("h1", "Section 4 : Premiers soins"),
            ("p", "Contact avec les yeux : rincer à l'eau pendant 15 minutes. Ingestion : ne pas faire vomir; "
                  "appeler le Centre antipoison du Québec au 1 800 463-5060."),
            ("h1", "Section 5 : Mesures de lutte contre l'incendie"),
            ("p", "Agents extincteurs : poudre chimique, CO2, mousse. Les contenants peuvent éclater sous la chaleur."),
        ], header="Produits Chimiques Rive-Nord ltée - FDS DG-40", footer="FDS - version française")),
    ],
)

# ---------------------------------------------------------------------------
# C05 gravier gelé collé au fond des bennes de camion (carrossier, Saint-Georges de Beauce), hiver 2024-2025 -
#     question en anglais. Rapport de projet DOCX à titres (objectifs, variantes, chronologie, bilan sans chiffres de
#     résultats); classeur XLSX à deux feuilles (Voyages : dates et conditions; Résultats : tous les résultats, par
#     voyage); courriels .txt (client, fournisseur de doublure); avis de renouvellement d'assurance PDF (bruit).
#     Treize voyages R01-R13 pour cinq variantes; valeurs voisines 89 / 88 / 90 / 97,4 / 98,2 % vidé.
#     Piège : V4 vide bien mais dépasse le poids et le coût visés, et rate 98 % après un arrêt.
# ---------------------------------------------------------------------------
NOISE_FILES["fr_benne_gravier_gele_adherence"] = ["renouvellement_assurance_2025.pdf"]
BG_VOY = [
    ("R01", "2025-01-14", "V0", -18, "sable-sel abrasif", 5), ("R02", "2025-01-14", "V0", -12, "gravier 0-3/4 mouillé", 5),
    ("R03", "2025-01-16", "V0", -22, "sable-sel abrasif", 10), ("R04", "2025-01-28", "V1", -15, "sable-sel abrasif", 5),
    ("R05", "2025-01-28", "V1", -12, "gravier 0-3/4 mouillé", 5), ("R06", "2025-01-30", "V1", -24, "sable-sel abrasif", 10),
    ("R07", "2025-02-05", "V2", -16, "sable-sel abrasif", 5), ("R08", "2025-02-05", "V2", -20, "pierre 0-2 1/2", 5),
    ("R09", "2025-02-11", "V3", -18, "sable-sel abrasif", 5), ("R10", "2025-02-11", "V3", -21, "sable-sel abrasif", 20),
    ("R11", "2025-02-25", "V4", -17, "sable-sel abrasif", 5), ("R12", "2025-02-25", "V4", -24, "gravier 0-3/4 mouillé", 5),
    ("R13", "2025-02-27", "V4", -20, "sable-sel abrasif", 25),
]
BG_RES = [
    ("R01", "V0", "78 %", 3080, "3 coups de marteau, reste collé à l'avant"),
    ("R02", "V0", "81 %", 2660, ""),
    ("R03", "V0", "74 %", 3640, "chauffeur a dû monter dans la benne"),
    ("R04", "V1", "93 %", 980, ""),
    ("R05", "V1", "95 %", 700, ""),
    ("R06", "V1", "89 %", 1540, "sable gelé sur la doublure froide"),
    ("R07", "V2", "90 %", 1400, ""),
    ("R08", "V2", "87 %", 1820, "polyurée arrachée sur 0,4 m² par la pierre"),
    ("R09", "V3", "96 %", 560, ""),
    ("R10", "V3", "88 %", 1680, "arrêt de 20 min avant le vidage, plancher refroidi"),
    ("R11", "V4", "98,6 %", 196, ""),
    ("R12", "V4", "98,2 %", 252, ""),
    ("R13", "V4", "97,4 %", 364, "arrêt de 25 min avant le vidage"),
]
case(
    {
        "name": "fr_benne_gravier_gele_adherence",
        "language": "en",
        "question": "Hello, we need lines 242, 244 and 246 for our dump body project (BG-25), plus a dated logbook of the work. Attached (in French): Sébastien's project report, the trials workbook, our e-mails with the client and the liner supplier, and a PDF from our broker.",
        "facts": {
            "242": [["au moins 98 %"], ["au plus 180 kg"], ["au plus 1 mm"], ["6 500 $"]],
            "244": [["doublure UHMW"], ["polyurée pulvérisée"], ["gaz d'échappement"], ["premier tiers"]],
            "246": [["98,6 %"], ["240 kg"], ["0,35 mm"], ["polyurée arrachée"]],
        },
        "dates": ["2024-11-25", "2024-12-02", "2024-12-03", "2025-01-14", "2025-01-16", "2025-01-28", "2025-01-30", "2025-02-05",
                  "2025-02-11", "2025-02-25", "2025-02-27", "2025-03-06", "2025-03-14"],
        "noise": ["Avis de renouvellement", "Prime annuelle totale", "Bris des machines"],
        "bindings": [
            {"value": "89 %", "subject": "R06", "others": ["R05", "R07"]},
            {"value": "88 %", "subject": "R10", "others": ["R09", "R11"]},
            {"value": "97,4 %", "subject": "R13", "others": ["R12", "R11"]},
        ],
    },
    [
        ("rapport_projet_BG-25.docx", docx([
            ("title", "Projet BG-25 - Benne sans gravier gelé"),
            ("p", "Carrosseries Poulin & Veilleux inc., Saint-Georges. Rédigé par Sébastien Veilleux, ing., chargé "
                  "de projet. Approuvé par Nadia Poulin, directrice générale."),
            ("h1", "Problème"),
            ("p", "L'hiver, le sable-sel et le gravier mouillé gèlent au fond et dans les coins avant des bennes en "
                  "acier. Au vidage, une partie du voyage reste collée en haut de la benne levée : le camion devient "
                  "instable, et les chauffeurs frappent la benne au marteau ou montent dedans. Les doublures de "
                  "plastique et les bennes chauffées existent, mais personne ne donne de résultats par grand froid "
                  "avec nos matériaux, et les chauffages par l'échappement ne chauffent plus quand le camion attend."),
            ("h1", "Objectifs (réunion du 2 décembre 2024)"),
            ("b", "Vider au moins 98 % du voyage à -20 °C sans frapper la benne."),
            ("b", "Ajouter au plus 180 kg à la benne (charge utile des clients)."),
            ("b", "Usure de la surface au plus 1 mm par saison (environ 600 voyages)."),
            ("b", "Coût installé au plus 6 500 $ par benne."),
            ("h1", "Variantes essayées"),
            ("b", "V0 : benne d'acier Hardox nue (témoin)."),
            ("b", "V1 : doublure UHMW de 12 mm boulonnée au plancher et aux parois."),
            ("b", "V2 : polyurée pulvérisée de 6 mm sur le plancher et les parois."),
            ("b", "V3 : plancher chauffé par les gaz d'échappement dans des canaux sous le plancher."),
            ("b", "V4 : doublure UHMW de 10 mm + gaz d'échappement seulement sous le premier tiers avant du "
                  "plancher, là où le matériau colle."),
            ("h1", "Chronologie"),
            ("b", "25 novembre 2024 : plainte d'Excavation Rodrigue (voir courriels)."),
            ("b", "2 décembre 2024 : lancement du projet et objectifs."),
            ("b", "14 et 16 janvier 2025 : voyages témoins V0, camion 12 roues d'Excavation Rodrigue."),
            ("b", "28 et 30 janvier : voyages V1."),
            ("b", "5 février : voyages V2. 11 février : voyages V3."),
            ("b", "25 et 27 février : voyages V4."),
            ("b", "6 mars : pesée de la benne V4 et relevé d'usure de la doublure V1, restée en service depuis le 28 janvier."),
            ("p", "Les résultats voyage par voyage sont dans le classeur essais_benne_BG-25.xlsx, feuille Résultats."),
            ("h1", "Bilan - 14 mars 2025"),
            ("p", "V4 est la seule variante qui vide presque tout le voyage par grand froid; on la propose au client "
                  "pour l'hiver prochain. Elle ne respecte pas toutes les cibles (voir la feuille Résultats), et on ne "
                  "sait pas encore comment garder le plancher chaud quand le camion attend longtemps au chargement."),
            ("p", "Hors projet : peinture de la flotte de la Ville et nouveau logo sur les hayons."),
        ])),
        ("essais_benne_BG-25.xlsx", xlsx([
            ("Voyages", [["voyage", "date", "variante", "temp_air_C", "materiau", "charge_kg", "attente_avant_vidage_min"]]
             + [[r, D(d), v, t, m, 14000, a] for r, d, v, t, m, a in BG_VOY]),
            ("Résultats", [["voyage", "variante", "pourcentage_vide", "kg_restes_colles", "remarque"]]
             + [list(x) for x in BG_RES]
             + [[], ["bilan par variante", "", "", "", ""],
                ["V1", "poids ajouté 310 kg", "coût 4 800 $", "usure UHMW 0,35 mm après 180 voyages (relevé du 6 mars), soit environ 1,2 mm par saison", ""],
                ["V2", "poids ajouté 140 kg", "coût 3 900 $", "usure 2,1 mm en 2 voyages de pierre", ""],
                ["V3", "poids ajouté 120 kg", "coût 5 600 $", "", ""],
                ["V4", "poids ajouté 240 kg", "coût 7 200 $", "usure : trop tôt pour mesurer", ""]]),
        ])),
        ("courriels_BG-25.txt", text("""
            De : Jean-Guy Rodrigue <jg@excavationrodrigue.example>
            À : Sébastien Veilleux
            Date : 25 novembre 2024 07:15
            Objet : bennes qui collent

            Salut Sébastien,
            Ça recommence. Hier matin à -18 mes 2 chauffeurs ont vidé à moitié, le reste collé en avant. Un des deux a levé la benne trop haut avec le voyage en haut, le camion a penché. On peut pas continuer de même. T'as tu quelque chose qui marche pour vrai en janvier? Je veux pas perdre de charge utile non plus, on est déjà au max.
            Jean-Guy

            ----------------------------------------------------------------

            De : Sébastien Veilleux <sveilleux@carrosseriespv.example>
            À : Ventes - Plastiques Industriels Chaudière
            Date : 2 décembre 2024 16:40
            Objet : Feuilles UHMW pour essais de benne

            Bonjour,
            On aurait besoin de feuilles UHMW de 12 mm et de 10 mm pour doubler deux bennes de 12 roues. Est-ce que le coefficient de frottement du UHMW reste bas sur du sable mouillé gelé à -20 °C? Avez-vous des données?
            Sébastien

            ----------------------------------------------------------------

            De : Mélanie Gilbert <mgilbert@plastiqueschaudiere.example>
            À : Sébastien Veilleux
            Date : 3 déc. 2024 09:05
            Objet : RE: Feuilles UHMW pour essais de benne

            Bonjour Sébastien,
            Nos données de frottement sont à la température de la pièce. Pour le gel, on a seulement des retours de clients, et ils ne s'entendent pas : certains disent que ça glisse, d'autres que la glace colle au plastique autant qu'à l'acier. Je vous envoie les feuilles avec la livraison de jeudi.
            Mélanie
            """)),
        ("renouvellement_assurance_2025.pdf", pdf([
            ("title", "Avis de renouvellement - Assurance des entreprises"),
            ("p", "Assuré : Carrosseries Poulin & Veilleux inc., Saint-Georges. Police no EP-448 913-2. Période : du "
                  "1er avril 2025 au 1er avril 2026. Courtier : Assurances Lachance & Roy inc."),
            ("h1", "Garanties"),
            ("table", [
                ["Garantie", "Montant", "Franchise"],
                ["Bâtiment (atelier)", "2 400 000 $", "5 000 $"],
                ["Contenu et outillage", "650 000 $", "2 500 $"],
                ["Bris des machines", "500 000 $", "2 500 $"],
                ["Responsabilité civile générale", "5 000 000 $", "1 000 $"],
                ["Pertes d'exploitation", "12 mois", "72 heures"],
            ]),
            ("h1", "Prime"),
            ("p", "Prime annuelle totale : 18 642 $, taxe de 9 % en sus. Hausse de 6,5 % due à la valeur de "
                  "reconstruction du bâtiment."),
            ("p", "Pour modifier vos garanties, communiquez avec votre courtier avant la date de renouvellement."),
        ], header="Assurances Lachance & Roy inc. - cabinet en assurance de dommages", footer="Avis de renouvellement")),
    ],
)

# ---------------------------------------------------------------------------
# C06 solidité à la lumière des teintures végétales sur laine (atelier de teinture, Saint-Pascal de Kamouraska),
#     2024 - cahier .md; classeur XLSX à deux feuilles (Recettes; Résultats); rapport du labo textile PDF; bon de
#     commande PDF d'étiquettes et de sacs (bruit). Dix essais E1-E10 (cinq mordançages x deux laines), ΔE voisins
#     12,6 / 8,1 / 9,0 / 3,5 / 6,7 / 4,2 qui restent à leur essai. Piège : le fer passe à la lumière mais change la
#     couleur; T5 passe sur le mérinos seulement et coûte trop cher.
# ---------------------------------------------------------------------------
NOISE_FILES["fr_teinture_vegetale_laine_solidite_lumiere"] = ["bon_de_commande_BC-2024-118.pdf"]
TV = [  # essai, variante, laine, date teinture, ΔE après 40 h, échelle des bleus, lavage
    ("E1", "T1", "mérinos superwash", "2024-08-19", "12,6", "2", "4"),
    ("E2", "T1", "laine Rideau", "2024-08-19", "13,9", "2", "4"),
    ("E3", "T2", "mérinos superwash", "2024-08-19", "8,1", "3", "4-5"),
    ("E4", "T2", "laine Rideau", "2024-08-19", "9,0", "3", "4"),
    ("E5", "T3", "mérinos superwash", "2024-08-26", "3,1", "4-5", "4"),
    ("E6", "T3", "laine Rideau", "2024-08-26", "3,5", "4", "4"),
    ("E7", "T4", "mérinos superwash", "2024-08-26", "6,0", "3-4", "4-5"),
    ("E8", "T4", "laine Rideau", "2024-08-26", "6,7", "3", "4"),
    ("E9", "T5", "mérinos superwash", "2024-10-07", "4,2", "4", "4-5"),
    ("E10", "T5", "laine Rideau", "2024-10-07", "4,9", "3-4", "4"),
]
case(
    {
        "name": "fr_teinture_vegetale_laine_solidite_lumiere",
        "question": "Allô, pourriez-vous m'écrire les lignes 242, 244 et 246 pour mon projet de teintures végétales qui pâlissent (TV-24), avec un registre daté (logbook)? Je vous envoie mon cahier, mon classeur, le rapport du labo et un autre PDF qui était dans le même dossier.",
        "facts": {
            "242": [["au moins 4/8"], ["au moins 4/5"], ["sans chrome"], ["0,80 $"]],
            "244": [["tanin de sumac"], ["lactate d'aluminium"], ["post-bain de fer"], ["double bain"]],
            "246": [["ΔE 4,2"], ["virée à l'olive"], ["1,10 $"], ["tient moins bien"]],
        },
        "dates": ["2024-05-06", "2024-08-19", "2024-08-26", "2024-09-03", "2024-09-27", "2024-10-07", "2024-10-21",
                  "2024-11-15", "2024-11-26"],
        "noise": ["Étiquettes volantes imprimées", "Sacs kraft à poignées torsadées", "Imprimerie Lithochic"],
        "bindings": [
            {"value": "ΔE 8,1", "subject": "E3", "others": ["E2", "E4"]},
            {"value": "ΔE 3,5", "subject": "E6", "others": ["E5", "E7"]},
            {"value": "ΔE 6,7", "subject": "E8", "others": ["E7", "E9"]},
        ],
    },
    [
        ("cahier_teinture_TV-24.md", text("""
            # Cahier TV-24 - teintures végétales qui pâlissent
            Fils du Kamouraska, atelier de teinture, Saint-Pascal. Geneviève Ouellet (teinturière, proprio), avec Rosalie Dionne.

            ## Le problème
            On teint de la laine avec des plantes d'ici, surtout la verge d'or (jaune) qu'on cueille dans les champs du rang. Les tricoteuses adorent, mais un chandail porté un été au soleil devient beige. 3 retours l'an passé. Les jaunes végétaux sont connus pour mal tenir à la lumière. Les vieilles recettes ajoutent du chrome, de l'étain ou du cuivre, qu'on refuse (toxiques, et on vend « sans métaux lourds »). Ce qu'on trouve sur le lactate d'aluminium et les tanins vient de blogues de teinturières, sans mesures, et rien sur la verge d'or.

            ## lun. 6 mai 2024 - objectifs
            - solidité à la lumière au moins 4/8 sur l'échelle des bleus (norme ISO 105-B02, au labo); la verge d'or à l'alun est à 2 selon nos tests maison;
            - solidité au lavage au moins 4/5 (échelle de gris);
            - sans chrome, étain ni cuivre;
            - coût : au plus 0,80 $ de plus par écheveau de 100 g.
            Chaque mordançage est essayé sur deux laines : mérinos superwash (acheté) et laine Rideau (locale, non traitée).

            ## Août 2024

            ### lun. 19 août
            Cueillette de 14 kg de verge d'or en fleur. Teinture le même jour.
            T1 = alun 12 % du poids de la laine (notre recette) : E1 mérinos, E2 laine Rideau.
            T2 = prémordançage au tanin de sumac (feuilles du sumac vinaigrier, 10 %) puis alun 12 % : E3 mérinos, E4 Rideau.

            ### lun. 26 août
            T3 = alun 12 % + post-bain de fer 1 % (sulfate ferreux) 10 min : E5 mérinos, E6 Rideau. La couleur a virée à l'olive tout de suite. Pas notre jaune.
            T4 = lactate d'aluminium 8 % + tanin de sumac : E7 mérinos, E8 Rideau. Jaune plus franc que T1.

            ## Septembre 2024
            mar. 3 sept. : échantillons E1 à E8 postés au labo TexLab.
            ven. 27 sept. : résultats par téléphone avec Amélie au labo (rapport complet à venir). Après 40 h de lumière xénon :
            - E1 : ΔE 12,6, E2 : ΔE 13,9. Comme prévu, l'alun seul ne tient pas.
            - E3 : ΔE 8,1 et E4 : ΔE 9,0. Le tanin aide un peu.
            - E5 : ΔE 3,1, E6 : ΔE 3,5 - le fer tient à la lumière mais la couleur de départ est ratée, on l'écarte.
            - E7 : ΔE 6,0, 3-4 sur l'échelle des bleus. E8 : ΔE 6,7.

            ## Octobre 2024

            ### lun. 7 oct.
            T5 = T4 + double bain de teinture (deux bains de verge d'or fraîche, 200 % du poids de la laine au total, au lieu d'un bain à 100 %). Idée : plus de colorant dans la fibre = plus de réserve avant de pâlir. Verge d'or séchée de septembre pour le 2e bain. E9 mérinos, E10 Rideau.
            21 oct. : E9 et E10 postés au labo.

            ## Novembre 2024
            ven. 15 nov. : rapport final TexLab reçu. E9 : ΔE 4,2, 4/8 sur l'échelle des bleus. E10 : ΔE 4,9, seulement 3-4. La laine Rideau tient moins bien que le mérinos, on ne sait pas pourquoi (la lanoline? le traitement superwash?).

            ### mar. 26 nov. - bilan
            T5 atteint 4/8 à la lumière sur le mérinos, et le lavage est bon partout. Mais le double bain coûte 1,10 $ de plus par écheveau (plantes, gaz, temps) : au-dessus de notre 0,80 $. Pour la laine Rideau, la cible n'est pas atteinte. À refaire l'été prochain avec de la verge d'or d'une autre récolte pour voir si ça tient.
            Hors projet : nouvelles étiquettes, kiosque au marché de Noël, photos des écheveaux pour le site.
            """)),
        ("essais_TV-24.xlsx", xlsx([
            ("Recettes", [["essai", "variante", "laine", "date_teinture", "mordant", "tanin", "post_bain",
                           "bains_de_teinture"]]
             + [[e, v, l, D(d),
                 {"T1": "alun 12 %", "T2": "alun 12 %", "T3": "alun 12 %", "T4": "lactate d'aluminium 8 %",
                  "T5": "lactate d'aluminium 8 %"}[v],
                 "sumac 10 %" if v in ("T2", "T4", "T5") else "",
                 "fer 1 %" if v == "T3" else "", 2 if v == "T5" else 1] for e, v, l, d, *_ in TV]),
            ("Résultats", [["essai", "variante", "laine", "delta_E_40h", "echelle_des_bleus_sur_8",
                            "lavage_echelle_de_gris_sur_5", "surcout_par_echeveau", "remarque"]]
             + [[e, v, l, "ΔE " + de, eb, lv,
                 {"T1": "0,00 $", "T2": "0,25 $", "T3": "0,15 $", "T4": "0,45 $", "T5": "1,10 $"}[v],
                 "couleur virée à l'olive" if v == "T3" else ""] for e, v, l, d, de, eb, lv in TV]),
        ])),
        ("rapport_TexLab_TX-24-377.pdf", pdf([
            ("title", "Rapport d'essais TX-24-377"),
            ("p", "Client : Fils du Kamouraska, Saint-Pascal. Dix échantillons de laine teinte à la verge d'or, reçus "
                  "le 3 septembre et le 21 octobre 2024. Rapport émis le 15 novembre 2024."),
            ("h1", "Méthodes"),
            ("p", "Solidité à la lumière : ISO 105-B02, lampe au xénon, 40 h, cote sur l'échelle des bleus (1 à 8). "
                  "Écart de couleur Delta E (CIELAB) mesuré au spectrophotomètre avant et après exposition. "
                  "Solidité au lavage : ISO 105-C06, cote sur l'échelle de gris (1 à 5)."),
            ("h1", "Résultats"),
            ("table", [["Échantillon", "Laine", "Delta E 40 h", "Échelle des bleus", "Lavage"]]
             + [[e, l, de, eb, lv] for e, v, l, d, de, eb, lv in TV]),
            ("h1", "Commentaires"),
            ("p", "Les échantillons E5 et E6 sont stables à la lumière, mais leur teinte initiale est nettement plus "
                  "verte que celle des autres échantillons. Les échantillons de laine non traitée ont des cotes "
                  "légèrement inférieures à celles du mérinos pour une même recette."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons soumis."),
        ], header="Laboratoire TexLab inc., Saint-Hyacinthe - essais textiles", footer="TX-24-377")),
        ("bon_de_commande_BC-2024-118.pdf", pdf([
            ("title", "BON DE COMMANDE no BC-2024-118"),
            ("p", "Émis par : Fils du Kamouraska, Saint-Pascal. Fournisseur : Imprimerie Lithochic, Rivière-du-Loup. "
                  "Date d'émission : 2024-10-02. Livraison demandée : avant le marché de Noël."),
            ("table", [
                ["Article", "Description", "Quantité", "Prix unitaire", "Total"],
                ["ET-02", "Étiquettes volantes imprimées, carton 14 pt, 2 x 3,5 po, avec œillet", "1 000", "0,18 $", "180,00 $"],
                ["SK-10", "Sacs kraft à poignées torsadées, 10 x 5 x 13 po, logo 1 couleur", "250", "0,92 $", "230,00 $"],
                ["FR-01", "Frais de plaque (logo)", "1", "45,00 $", "45,00 $"],
            ]),
            ("p", "Sous-total : 455,00 $. TPS et TVQ en sus. Paiement à la livraison par virement Interac."),
            ("p", "Signature autorisée : Geneviève Ouellet."),
        ], header="Fils du Kamouraska - Achats", footer="BC-2024-118")),
    ],
)

# ---------------------------------------------------------------------------
# C07 glace claire à cocktails en cycle court (glacier artisanal, Montréal), automne 2024 - journal .md sous en-têtes
#     de mois; classeur XLSX à deux feuilles (Blocs : congélation; Coupe : fissures à la coupe par essai); courriels
#     .txt (frigoriste, client); avis de rappel de produit PDF (bruit). Neuf blocs B1-B9 pour quatre variantes et trois
#     essais de coupe C1-C3; valeurs voisines 88 / 86 / 61 / 58 / 86 / 84 / 89 %. Piège : l'énergie dépasse la cible.
# ---------------------------------------------------------------------------
NOISE_FILES["fr_glace_claire_cocktails_cycle_court"] = ["avis_rappel_RX-2291.pdf"]
case(
    {
        "name": "fr_glace_claire_cocktails_cycle_court",
        "question": "Bonjour! Pouvez-vous rédiger nos lignes 242, 244 et 246 pour le projet de glace claire en cycle court (GC-24), et un registre daté des travaux (logbook)? Ci-joint le journal d'Inès, le classeur des blocs, nos courriels et un PDF reçu du fournisseur.",
        "facts": {
            "242": [["au plus 36 h"], ["au moins 85 %"], ["au plus 5 %"], ["6 kWh"]],
            "244": [["fond chauffé"], ["pompe de circulation"], ["dégazée sous vide"], ["remontée à -4 °C"]],
            "246": [["31 h"], ["traînées de bulles"], ["7,4 kWh"], ["2,8 %"]],
        },
        "dates": ["2024-09-04", "2024-09-09", "2024-09-12", "2024-09-23", "2024-10-07", "2024-10-09", "2024-10-21",
                  "2024-10-23", "2024-10-28", "2024-11-04", "2024-11-12", "2024-11-19"],
        "noise": ["Avis de rappel volontaire", "Escabeau en aluminium de 6 pi", "Cessez immédiatement d'utiliser"],
        "bindings": [
            {"value": "88 %", "subject": "B3", "others": ["B4", "B5"]},
            {"value": "58 %", "subject": "B6", "others": ["B5", "B7"]},
            {"value": "84 %", "subject": "B8", "others": ["B7", "B9"]},
        ],
    },
    [
        ("journal_GC-24.md", text("""
            # Journal GC-24 - glace claire en cycle court
            Glacier Cristal Montréal inc., Saint-Henri. Tenu par Inès Benhamou (technicienne en réfrigération), avec Olivier Desrosiers (fondateur).

            ## Le point de départ
            On vend des cubes de glace claire de 5 cm aux bars à cocktails. Aujourd'hui on fait des blocs de 130 kg en congélation directionnelle : une glacière isolée dans le congélateur, ça gèle par le haut seulement, les bulles et les minéraux descendent et on coupe le bas blanc. Problèmes : 72 h par bloc, seulement les trois quarts du bloc sont clairs, et 1 cube sur 7 fend à la coupe. Les machines commerciales à glace claire existent (pompe qui brasse l'eau) mais leurs cycles et leurs réglages sont secrets, et personne ne publie comment aller plus vite sans bulles.

            ## Septembre 2024

            ### mer. 4 sept. - objectifs avec Olivier
            - cycle au plus 36 h par bloc (pour doubler la production sans 2e congélateur);
            - au moins 85 % du volume du bloc clair et vendable;
            - au plus 5 % de cubes fissurés à la coupe;
            - énergie : 6 kWh par bloc maximum (on est à 5,1 kWh aujourd'hui).

            ### lun. 9 sept.
            G1 = notre méthode (témoin) : B1 et B2 dans les glacières, congélateur à -18 °C.

            ### jeu. 12 sept.
            B1 et B2 sortis après 72 h. B1 : 74 % clair. B2 : 76 % clair.

            ### lun. 23 sept.
            G2 = bac aux parois isolées avec fond chauffé (câble chauffant à +2 °C pour que le fond ne gèle jamais) + pompe de circulation qui brasse l'eau sous la glace, plaque froide à -10 °C sur le dessus. B3 et B4. Résultat après 40 h : B3 donne 88 % clair, B4 86 %. Plus clair que G1, mais 40 h c'est encore trop.

            ## Octobre 2024

            ### lun. 7 oct.
            G3 = G2 avec la plaque du dessus à -18 °C pour aller plus vite. B5 et B6 prêts en 29 h, mais pleins de traînées de bulles (des « plumes » blanches) : B5 61 % clair, B6 58 %. La glace avance plus vite que les bulles ne peuvent partir. Dead end tel quel.

            ### lun. 21 oct.
            G4 = G3 avec l'eau dégazée sous vide (-0,9 bar, 30 min) avant le remplissage : moins d'air dissous = moins de bulles même si ça gèle vite. B7 lancé.

            ### mer. 23 oct.
            B7 sorti en 31 h, 86 % clair. Coupé en cubes directement à -18 °C (essai C1) : ça craque, voir feuille Coupe.

            ### lun. 28 oct.
            B8 et B9 en G4. B8 : 84 % clair. B9 : 89 % clair. 31 h aussi.

            ## Novembre 2024

            ### lun. 4 nov.
            Coupe de B8 (C2) et B9 (C3) après une remontée à -4 °C pendant 6 h dans la chambre de tempérage : beaucoup moins de fissures (feuille Coupe).

            ### mar. 12 nov.
            Mesure d'énergie au compteur sur un cycle G4 complet : 7,4 kWh par bloc (pompe à vide, pompe de circulation, câble chauffant, plaque froide à -18 °C).

            ### mar. 19 nov. - bilan
            G4 + remontée en température : 31 h, plus de 85 % clair, fissures sous 5 %. Par contre l'énergie dépasse la cible de 6 kWh. On ne sait pas si on peut dégazer moins longtemps ou remonter la plaque à -14 °C sans revoir des bulles. Seulement 3 blocs en G4 : à confirmer sur une vraie production.
            Hors projet : nouveau camion réfrigéré et emballages en sacs de 2 kg pour les particuliers.
            """)),
        ("blocs_GC-24.xlsx", xlsx([
            ("Blocs", [
                ["bloc", "variante", "date_depart", "duree_h", "temp_plaque_C", "eau", "pct_clair",
                 "remarque"],
                ["B1", "G1", D("2024-09-09"), 72, "s.o.", "aqueduc", "74 %", "témoin"],
                ["B2", "G1", D("2024-09-09"), 72, "s.o.", "aqueduc", "76 %", "témoin"],
                ["B3", "G2", D("2024-09-23"), 40, -10, "aqueduc", "88 %", ""],
                ["B4", "G2", D("2024-09-23"), 40, -10, "aqueduc", "86 %", ""],
                ["B5", "G3", D("2024-10-07"), 29, -18, "aqueduc", "61 %", "traînées de bulles"],
                ["B6", "G3", D("2024-10-07"), 29, -18, "aqueduc", "58 %", "traînées de bulles"],
                ["B7", "G4", D("2024-10-21"), 31, -18, "dégazée", "86 %", ""],
                ["B8", "G4", D("2024-10-28"), 31, -18, "dégazée", "84 %", ""],
                ["B9", "G4", D("2024-10-28"), 31, -18, "dégazée", "89 %", ""],
            ]),
            ("Coupe", [
                ["essai_coupe", "bloc", "date_coupe", "temperature_bloc_a_la_coupe", "cubes_coupes",
                 "cubes_fissures", "pct_fissures"],
                ["C1", "B7", D("2024-10-23"), "-18 °C (direct)", 620, 87, "14 %"],
                ["C2", "B8", D("2024-11-04"), "-4 °C après 6 h", 590, 19, "3,2 %"],
                ["C3", "B9", D("2024-11-04"), "-4 °C après 6 h", 640, 18, "2,8 %"],
            ]),
        ])),
        ("courriels_GC-24.txt", text("""
            De : Inès Benhamou <ines@glaciercristal.example>
            À : Rémi Pelletier <rpelletier@refrigerationpelletier.example>
            Date : 9 oct. 2024 08:32
            Objet : bulles quand on refroidit plus fort

            Salut Rémi,
            Avec la plaque à -18 °C on passe à 29 h, mais les blocs sont pleins de plumes blanches. Avec la circulation d'eau, je pensais que les bulles partiraient. Tu as déjà vu ça? Est-ce qu'un dégazage de l'eau pourrait aider, et ta pompe à vide de 5 pcm suffirait pour 140 L?
            Inès

            ----------------------------------------------------------------

            De : Rémi Pelletier
            À : Inès Benhamou
            Date : 9 octobre 2024 13:10
            Objet : RE: bulles quand on refroidit plus fort

            Inès, la circulation enlève les bulles qui se forment contre la glace seulement si le front de glace avance moins vite que le brassage. À -18 °C ton front va trop vite. Dégazer l'eau, c'est logique, mais je n'ai jamais vu de chiffres pour des gros blocs. La pompe de 5 pcm va le faire en 20-30 min. Attention à ta facture d'électricité.
            Rémi

            ----------------------------------------------------------------

            De : Olivier Desrosiers
            À : Inès Benhamou
            Date : 19 nov. 2024 17:45
            Objet : bilan GC-24

            Beau travail. Je présente les cubes de B9 au bar Le Lanterneau jeudi. Pour l'électricité, on regarde ça en janvier avec Rémi.
            Olivier
            """)),
        ("avis_rappel_RX-2291.pdf", pdf([
            ("title", "Avis de rappel volontaire - RX-2291"),
            ("p", "Produit visé : Escabeau en aluminium de 6 pi, modèle EA-6, vendu entre janvier et juin 2024 par "
                  "Distribution Outillage Métropole inc."),
            ("h1", "Danger"),
            ("p", "Les rivets de la marche supérieure peuvent céder sous une charge de moins de 100 kg, ce qui pose "
                  "un risque de chute. Deux incidents ont été signalés au Canada, sans blessure grave."),
            ("h1", "Ce que vous devez faire"),
            ("b", "Cessez immédiatement d'utiliser l'escabeau visé."),
            ("b", "Rapportez-le au point de vente pour un remboursement complet, avec ou sans reçu."),
            ("p", "Ce rappel est fait en collaboration avec Santé Canada. Pour information : 1 888 555-0199."),
        ], header="Distribution Outillage Métropole inc.", footer="Rappel RX-2291")),
    ],
)

# ---------------------------------------------------------------------------
# C08 déchirure des toiles d'hivernage de piscine aux ancrages (confection de toiles, Saint-Jérôme), 2024-2025 -
#     rapport DOCX à titres; CSV des essais de traction par éprouvette (; dates 18/06/2024); courriels .txt
#     (détaillant, fournisseur de fil). Pas de bruit. Douze éprouvettes P01-P12 pour quatre renforts, valeurs
#     voisines 340 / 180 / 430 / 510 kg qui restent à leur éprouvette. Piège : R2 est bon en moyenne mais une
#     soudure décolle à froid; R4 passe mais coûte plus que la cible.
# ---------------------------------------------------------------------------
TH = [  # éprouvette, renfort, date traction, kg à la rupture, allongement sangle, mode de rupture
    ("P01", "R1", "18/06/2024", 310, "2,4", "fil de couture cassé"),
    ("P02", "R1", "18/06/2024", 285, "2,6", "fil de couture cassé"),
    ("P03", "R1", "18/06/2024", 340, "2,2", "fil de couture cassé"),
    ("P04", "R2", "18/06/2024", 520, "2,0", "maille déchirée hors du renfort"),
    ("P05", "R2", "18/06/2024", 180, "1,9", "soudure décollée"),
    ("P06", "R2", "18/06/2024", 495, "2,1", "maille déchirée hors du renfort"),
    ("P07", "R3", "13/08/2024", 415, "2,3", "maille déchirée le long de la couture"),
    ("P08", "R3", "13/08/2024", 430, "2,2", "maille déchirée le long de la couture"),
    ("P09", "R3", "13/08/2024", 405, "2,4", "maille déchirée le long de la couture"),
    ("P10", "R4", "13/08/2024", 540, "2,1", "sangle cassée (renfort intact)"),
    ("P11", "R4", "13/08/2024", 565, "2,0", "sangle cassée (renfort intact)"),
    ("P12", "R4", "13/08/2024", 510, "2,1", "maille déchirée hors du renfort"),
]
case(
    {
        "name": "fr_toile_hivernage_piscine_dechirure_ancrages",
        "question": "Bonjour, nous aimerions que vous rédigiez les lignes 242, 244 et 246 pour notre projet de renforts d'ancrage des toiles d'hivernage (TH-24), avec un registre daté des travaux (logbook). Je vous envoie le rapport de Martine, le fichier des essais de traction et quelques courriels.",
        "facts": {
            "242": [["au moins 450 kg"], ["30 cycles gel-dégel"], ["au plus 3 %"], ["au plus 40 $"]],
            "244": [["renfort triangulaire"], ["soudé haute fréquence"], ["fil PTFE"], ["zigzag à 3 points"]],
            "246": [["510 kg"], ["soudure décollée"], ["52 $"], ["2 500 kg"]],
        },
        "dates": ["2024-04-15", "2024-04-22", "2024-05-13", "2024-05-21", "2024-06-18", "2024-06-25", "2024-06-26", "2024-07-08",
                  "2024-08-13", "2024-12-16", "2025-01-28"],
        "noise": [],
        "bindings": [
            {"value": "340 kg", "subject": "P03", "others": ["P02", "P04"]},
            {"value": "180 kg", "subject": "P05", "others": ["P04", "P06"]},
            {"value": "430 kg", "subject": "P08", "others": ["P07", "P09"]},
        ],
    },
    [
        ("rapport_TH-24.docx", docx([
            ("title", "Projet TH-24 - Renforts d'ancrage des toiles d'hivernage"),
            ("p", "Confection Bâches Laurentides inc., Saint-Jérôme. Rédigé par Martine Gauthier, directrice de "
                  "production, avec Luc Paquin, couturier-chef."),
            ("h1", "Contexte"),
            ("p", "Nos toiles de sécurité en mailles pour piscines creusées sont tendues par des sangles et des "
                  "ressorts fixés à des ancrages dans le pavé. Après deux ou trois hivers, la toile déchire à la "
                  "jonction sangle-toile : la glace et la neige chargent la toile, le polypropylène devient raide "
                  "au froid, et le fil de couture s'use au soleil. Les normes d'essai des toiles de sécurité se font "
                  "à la température de la pièce, sur des toiles neuves. Rien de publié sur la résistance des "
                  "ancrages après des cycles de gel."),
            ("h1", "Objectifs (22 avril 2024)"),
            ("b", "Chaque ancrage doit tenir au moins 450 kg en traction à -10 °C, après 30 cycles gel-dégel "
                  "(-20 °C / +5 °C, toile mouillée) et 500 h d'UV."),
            ("b", "Allongement permanent de la sangle au plus 3 % après l'essai."),
            ("b", "Surcoût au plus 40 $ par toile de 16 x 32 pi (24 ancrages)."),
            ("h1", "Renforts essayés"),
            ("b", "R1 : couture double droite, fil polyester (notre toile actuelle, témoin)."),
            ("b", "R2 : renfort triangulaire en vinyle soudé haute fréquence sur la maille, sans couture."),
            ("b", "R3 : couture comme R1 mais en fil PTFE, qui résiste aux UV et au froid."),
            ("b", "R4 : renfort en maille double épaisseur, cousu en zigzag à 3 points avec du fil PTFE, pour "
                  "répartir la charge sur une plus grande surface de maille."),
            ("h1", "Déroulement"),
            ("b", "15 avril 2024 : données de garantie du détaillant (voir courriels)."),
            ("b", "13 mai 2024 : confection des éprouvettes P01 à P06 (R1 et R2)."),
            ("b", "21 mai 2024 : début des cycles gel-dégel dans la chambre climatique louée."),
            ("b", "18 juin 2024 : traction de P01 à P06 à -10 °C."),
            ("b", "8 juillet 2024 : éprouvettes P07 à P12 (R3 et R4), puis cycles."),
            ("b", "13 août 2024 : traction de P07 à P12."),
            ("b", "16 décembre 2024 : essai en vraie grandeur d'une toile R4 chez un client de Sainte-Sophie."),
            ("h1", "Résultats"),
            ("table", [["Éprouvette", "Renfort", "Charge à la rupture", "Allongement de la sangle", "Rupture"]]
             + [[p, r, f"{kg} kg", f"{al} %", mode] for p, r, d, kg, al, mode in TH]),
            ("p", "R1 casse au fil, bien sous la cible. R2 dépasse 450 kg sur deux éprouvettes, mais la soudure de "
                  "P05 a décollé à 180 kg : la soudure du vinyle devient cassante au froid et on ne peut pas garantir "
                  "chaque soudure. R3 règle le fil, mais la maille déchire le long de la couture. R4 est le seul "
                  "renfort au-dessus de 450 kg sur les trois éprouvettes (minimum 510 kg), avec un allongement de "
                  "2,1 % au plus."),
            ("p", "Essai en vraie grandeur : la toile R4 a porté environ 2 500 kg de glace (arrosage par temps "
                  "froid pendant 4 nuits) sans déchirure."),
            ("h1", "Bilan du 28 janvier 2025"),
            ("p", "R4 atteint les cibles de résistance et d'allongement. Le surcoût est de 52 $ par toile (fil PTFE "
                  "et temps de couture), au-dessus de 40 $. Une seule toile a été essayée en vraie grandeur, pendant "
                  "un seul hiver : on ne sait pas encore si le renfort tiendra trois hivers."),
            ("p", "Hors projet : nouveau catalogue des couleurs de toiles solides et formation des installateurs."),
        ])),
        ("traction_TH-24.csv", ("text", "eprouvette;renfort;date_traction;temp_essai_C;cycles_gel_degel;"
                                "charge_rupture_kg;allongement_sangle_pct;mode_rupture\n"
                                + "".join(f"{p};{r};{d};-10;30;{kg};{al};{mode}\n" for p, r, d, kg, al, mode in TH))),
        ("courriels_TH-24.txt", text("""
            De : Patrick Lauzon <plauzon@piscinesnordiques.example>
            À : Martine Gauthier
            Date : 15 avril 2024 11:02
            Objet : retours de toiles - saison 2023-2024

            Bonjour Martine,
            Comme chaque printemps, voici nos chiffres : 6 % des toiles vendues il y a 2 ou 3 ans nous reviennent déchirées, presque toujours à un ancrage, là où la sangle est cousue. Les clients ne sont pas contents et on les remplace sous garantie. Si rien ne change, on va regarder d'autres fournisseurs l'an prochain.
            Patrick Lauzon, Piscines Nordiques (Blainville)

            ----------------------------------------------------------------

            De : Martine Gauthier <mgauthier@bacheslaurentides.example>
            À : Fils Techniques Boisvert
            Date : 25 juin 2024 09:47
            Objet : fil PTFE pour couture extérieure

            Bonjour,
            Nos coutures en polyester cassent après 30 cycles gel-dégel (essais du 18 juin). Votre fil PTFE tient-il à -20 °C? Avez-vous des données de résistance après des cycles de gel? Il nous faudrait 20 bobines pour des essais.
            Martine

            ----------------------------------------------------------------

            De : Sylvain Boisvert
            À : Martine Gauthier
            Date : 26 juin 2024 14:20
            Objet : RE: fil PTFE pour couture extérieure

            Bonjour Martine, le PTFE ne devient pas cassant au froid et il ne craint pas les UV. Nos données sont en traction directe sur le fil, pas sur une couture dans une maille de polypropylène, donc je ne peux pas vous dire comment la couture va se comporter. Les bobines partent demain.
            Sylvain
            """)),
    ],
)
