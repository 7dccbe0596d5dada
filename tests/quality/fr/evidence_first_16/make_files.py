#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the sixteenth first-contact set (fr/evidence_first_16).

Run:  python3 make_files.py        then  python3 verify.py
      and  python3 ../../check_cases.py . -v
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_15:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small francophone firms, 2024-2025 projects, in subjects not used by any earlier evidence set: bouchées
pralinées érable-noisette qui blanchissent en boutique (chocolaterie, Rimouski), cuir d'orignal à tannage végétal
pour mitaines souples au grand froid (tannerie, Amos), sauce à poutine sans gluten surgelée qui se sépare
(transformateur, Drummondville), quais flottants laissés à l'eau l'hiver (fabricant de quais, Lac-Mégantic),
planteuse d'ail qui place la gousse pointe en haut (atelier agricole, Saint-Rémi), prévision de l'achalandage
d'une traverse (logiciel, Charlevoix), lave-glace -40 °C sans méthanol (mélangeur de produits chimiques,
Varennes), compteur de cyclistes pour pistes cyclables déneigées (électronique, Québec).

Two questions are in English over French records ("language": "en"). Each case has 3 or 4 files in at least
three formats, one of them a whole NOISE file (fiche promotionnelle, facture, liste de prix, soumission, note de
service RH/vacances, infolettre, contrat, fiche produit) that is not a record of the work; in two cases (cuir
d'orignal: cahier .md; quais flottants: courriels .txt) a noise passage also sits inside a record file (verify.py
NOISE "sections").

Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », ISO dates (CSV, XLSX date cells),
« lundi 7 avril » in e-mail headers, « lun. 14/04 », « semaine du 10 mars », « mar. 11 » under a month header
« ## Février 2025 », periods « du 9 au 12 juin » (one entry, listed by its FIRST day only). Every listed date is
also written somewhere in a form check_cases.py reads. Dates written only in noise text are not listed.
Decimal commas, « 1,2 % », « -30 °C ».

Facts are what a careful consultant would need on each line: 242 the targets with their numbers (and the
unknown), 244 the hypotheses / variants / methods, 246 the results and what the failures ruled out. Bindings are
coded variants with close values (the value belongs to its subject, never to the others).
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




# === CASES ===
# ---------------------------------------------------------------------------
# C01 bouchées pralinées noisette-érable qui blanchissent (blanchiment gras) après 3-4 semaines en boutique
#     (chocolaterie, Rimouski), hiver 2025 - fiche promotionnelle .txt en bruit; rapport DOCX (cibles seulement
#     là; « le 6 janvier 2025 », « semaine du 24 mars », « le 14 avril »); suivi CSV (dates ISO, virgule
#     décimale, séparateur ;); rapport de labo PDF (« reçus le 3 mars 2025 », « émis le 14 mars 2025 »).
#     Valeurs voisines : 14,2 / 9,6 / 8,1 / 6,8 / 3,4 points d'indice de blancheur. Piège : le coffret et
#     l'étiquette sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_bouchees_pralinees_blanchiment_gras",
        "question": "Bonjour, pourriez-vous préparer les lignes 242, 244 et 246 de notre projet de bouchées pralinées érable-noisette (BP-25), avec un registre daté des travaux? Je vous joins le rapport d'Étienne, notre fichier de suivi des lots, le rapport de LipidoTech et la fiche promo du coffret de Pâques.",
        "facts": {
            "242": [["au plus 5 points"], ["16 semaines"], ["au plus 3 %"], ["au plus 0,06 $"]],
            "244": [["fraction de gras laitier"], ["couche barrière"], ["cacao en poudre"],
                    ["cycles 18 °C/28 °C"]],
            "246": [["3,4 points"], ["2,1 %"], ["goût cireux"], ["0,05 $"]],
        },
        "dates": ["2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03", "2025-02-17",
                  "2025-03-03", "2025-03-14", "2025-03-24", "2025-04-14"],
        "noise": ["Coffret « Cabane à sucre »", "Livraison gratuite à partir de 60 $",
                  "lapins en chocolat noir 70 %"],
        "bindings": [
            {"value": "14,2 points", "subject": "B1", "others": ["B2", "B3"]},
            {"value": "6,8 points", "subject": "B3", "others": ["B2", "B4"]},
            {"value": "8,1 points", "subject": "B4", "others": ["B3", "B5"]},
        ],
    },
    [
        ("rapport_projet_BP-25.docx", docx([
            ("title", "BP-25 - Bouchées pralinées érable-noisette sans blanchiment"),
            ("p", "Chocolaterie Boréalis inc., Rimouski. Rapport rédigé par Étienne Pelletier, technologue en "
                  "transformation alimentaire, pour Sophie Lévesque (propriétaire et chocolatière). Version du "
                  "14 avril, à compléter quand l'essai en temps réel sera fini."),
            ("h1", "1. Le problème"),
            ("p", "Nos bouchées pralinées (praliné de noisettes au sucre d'érable, coque de chocolat au lait "
                  "38 %) deviennent grises et ternes après 3 ou 4 semaines dans les boutiques et les épiceries "
                  "fines. C'est du blanchiment gras : l'huile de noisette du praliné migre dans la coque et fait "
                  "recristalliser le beurre de cacao en surface. Les clients pensent que le produit est vieux, "
                  "on a eu des retours de deux détaillants à l'automne."),
            ("p", "Les solutions qu'on trouve dans la littérature et chez les fournisseurs sont faites pour les "
                  "grands fabricants (gras hydrogénés, enrobeuses industrielles) ou pour des pralinés aux amandes. "
                  "Avec le sucre d'érable, qui garde un peu d'humidité, et une coque moulée à la main de 1,2 mm, "
                  "on ne savait pas si on pouvait ralentir assez la migration sans changer le goût ni la texture "
                  "fondante du praliné, ni quelle combinaison de moyens il fallait."),
            ("h1", "2. Objectifs"),
            ("p", "Fixés avec Sophie au départ du projet, le 6 janvier 2025 :"),
            ("b", "hausse de l'indice de blancheur (IB) de la coque au plus 5 points après 8 semaines de "
                  "cycles 18 °C/28 °C (le témoin monte de plus de 14 points);"),
            ("b", "aucun blanchiment visible après 16 semaines à 20 °C, en temps réel;"),
            ("b", "gain en gras de la coque (gras migré du praliné) au plus 3 % après les cycles;"),
            ("b", "coût ajouté au plus 0,06 $ par bouchée, et le panel ne doit pas trouver de différence de "
                  "goût."),
            ("h1", "3. Méthode"),
            ("p", "Chaque lot = 300 bouchées, même moule, même chocolat de couverture. Vieillissement accéléré dans "
                  "l'armoire climatique louée : cycles 18 °C/28 °C, 12 h/12 h, pendant 8 semaines. L'IB est lu au "
                  "colorimètre sur 10 bouchées à 0, 4 et 8 semaines. LipidoTech mesure le gras de la coque et la "
                  "forme cristalline à la fin des cycles. Panel de 12 personnes (employés et clients fidèles) pour "
                  "le goût, la semaine du 24 mars."),
            ("h2", "Variantes"),
            ("b", "B1 : recette actuelle, tempérage sur marbre (témoin)."),
            ("b", "B2 : 8 % de fraction de gras laitier à haut point de fusion ajoutée au praliné."),
            ("b", "B3 : couche barrière de beurre de cacao pulvérisée au pistolet dans la coque avant le "
                  "praliné."),
            ("b", "B4 : tempérage par ensemencement avec 1 % de beurre de cacao en poudre (cristaux de forme V) "
                  "au lieu du marbre."),
            ("b", "B5 : B4 + 4 % de fraction de gras laitier + praliné laissé reposer 48 h à 16 °C avant le "
                  "moulage."),
            ("h1", "4. Résultats"),
            ("table", [
                ["Lot", "Hausse de l'IB après 8 sem.", "Blanchiment visible", "Remarques"],
                ["B1", "14,2 points", "semaine 3", "taches grises aux coins"],
                ["B2", "9,6 points", "semaine 5", "goût cireux noté par 7 personnes sur 12"],
                ["B3", "6,8 points", "semaine 7", "couche inégale, fissures dans les coins"],
                ["B4", "8,1 points", "semaine 6", "coque plus brillante au démoulage"],
                ["B5", "3,4 points", "aucun à 8 sem.", "retenu"],
            ]),
            ("p", "B2 ralentit la migration, mais à 8 % le praliné devient ferme et le panel trouve un goût "
                  "cireux; on a baissé à 4 % dans B5, où personne ne l'a remarqué. B3 est efficace là où la couche "
                  "est épaisse, mais au pistolet on n'arrive pas à couvrir les coins du moule, et c'est là que le "
                  "gris revient. B4 seul aide moins qu'on pensait. La combinaison B5 donne 3,4 points, et "
                  "LipidoTech mesure un gain en gras de la coque de 2,1 %, contre 4,8 % pour le témoin."),
            ("p", "Coût : la poudre de beurre de cacao et la fraction de gras laitier ajoutent 0,05 $ par "
                  "bouchée. L'essai de 16 semaines à 20 °C sur B5 est en cours (10 semaines sans blanchiment au "
                  "14 avril); on ne peut pas encore dire que cet objectif est atteint."),
            ("h1", "5. Hors projet"),
            ("p", "Le nouveau coffret de Pâques, la photo pour le site web et l'étiquette bilingue ont été faits "
                  "pendant la même période par Sophie et l'agence; ce n'est pas du développement."),
        ])),
        ("suivi_lots_BP-25.csv", text("""
            lot;date_fabrication;variante;IB_sem0;IB_sem4;IB_sem8;hausse_IB;gain_gras_coque_pct;blanchiment_visible;note
            B1;2025-01-13;témoin tempérage marbre;31,2;40,8;45,4;14,2;4,8;sem 3;coins gris
            B2;2025-01-20;8 % fraction gras laitier;31,5;37,9;41,1;9,6;3,9;sem 5;praliné ferme
            B3;2025-01-27;couche barrière beurre cacao (pistolet);30,9;34,6;37,7;6,8;2,9;sem 7;coins mal couverts
            B4;2025-02-03;beurre de cacao en poudre 1 %;31,0;35,8;39,1;8,1;4,1;sem 6;
            B5;2025-02-17;B4 + 4 % fraction + repos 48h;30,8;32,6;34,2;3,4;2,1;aucun;RETENU - suivi 20 °C en cours
            """)),
        ("rapport_LipidoTech_LT-0311.pdf", pdf([
            ("title", "Rapport d'analyse LT-0311"),
            ("p", "Teneur en matière grasse et polymorphisme du beurre de cacao - coques de bouchées pralinées"),
            ("p", "Client : Chocolaterie Boréalis inc., Rimouski. Échantillons reçus le 3 mars 2025 (lots B1 à "
                  "B5, après cycles thermiques chez le client). Rapport émis le 14 mars 2025."),
            ("h1", "Méthodes"),
            ("p", "La coque est séparée du praliné au scalpel à 4 °C. Matière grasse par extraction au solvant; le "
                  "gain est calculé par rapport au chocolat de couverture du même lot. Forme cristalline par "
                  "calorimétrie différentielle (DSC), pic de fusion principal."),
            ("h1", "Résultats"),
            ("table", [
                ["Lot", "Gras de la coque", "Gain vs couverture", "Pic de fusion", "Forme dominante"],
                ["B1", "39,6 %", "4,8 %", "35,9 °C", "VI (partielle)"],
                ["B2", "38,7 %", "3,9 %", "34,1 °C", "V"],
                ["B3", "37,7 %", "2,9 %", "34,3 °C", "V"],
                ["B4", "38,9 %", "4,1 %", "33,8 °C", "V"],
                ["B5", "36,9 %", "2,1 %", "33,9 °C", "V"],
            ]),
            ("h1", "Commentaires"),
            ("p", "La présence de forme VI dans B1 est cohérente avec le blanchiment observé. Les lots contenant "
                  "une fraction de gras laitier présentent un pic légèrement abaissé, sans effet mesurable sur le "
                  "démoulage selon le client."),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons analysés."),
        ], header="LipidoTech - Saint-Hyacinthe", footer="LT-0311 - reproduction partielle interdite")),
        ("fiche_promo_coffret_Paques_2025.txt", text("""
            NOUVEAUTÉ PÂQUES 2025 - Chocolaterie Boréalis

            Coffret « Cabane à sucre » : 12 bouchées pralinées érable-noisette, faites à la main à Rimouski.
            Aussi offerts : nos lapins en chocolat noir 70 % et les œufs garnis à la crème d'érable.

            En boutique rue Saint-Germain et en ligne.
            Livraison gratuite à partir de 60 $ partout au Bas-Saint-Laurent!
            Suivez-nous sur Facebook pour courir la chance de gagner un panier gourmand.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 cuir d'orignal à tannage végétal pour des mitaines souples à -30 °C (tannerie artisanale, Amos), hiver-
#     printemps 2025 - facture de fournitures PDF en bruit, ET une note de commande de pantoufles cachée dans le
#     cahier .md; cahier sous en-têtes de mois (« ### mar. 11 » sous « ## Février 2025 »; cibles seulement là);
#     classeur XLSX (dates ISO, résultats dans la 2e feuille); rapport de labo PDF (« reçus le 9 avril 2025 »,
#     « émis le 25 avril 2025 »). Valeurs voisines : 74 / 78 / 79 / 80 / 81 °C; 48 / 44 / 39 / 37 / 31 %; 6 / 9 /
#     14 plis. Piège : couper et coudre les mitaines, c'est du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cuir_orignal_tannage_vegetal_mitaines",
        "question": "Bonjour, pouvez-vous me rédiger les lignes 242, 244 et 246 pour notre projet de cuir d'orignal tanné végétal (MO-25), et me faire un registre daté des travaux? Je vous envoie mon cahier de tannerie, le fichier des mesures, le rapport du labo et une facture de Fournitures Nordcuir.",
        "facts": {
            "242": [["au moins 75 °C"], ["aucune fissure au pliage"], ["au plus 35 %"], ["au plus 21 jours"]],
            "244": [["fumage", "fumée"], ["pied de bœuf"], ["foulon"], ["cire d'abeille"]],
            "246": [["80 °C"], ["31 %"], ["20 plis sans fissure"], ["fleur craquelée"]],
        },
        "dates": ["2025-02-11", "2025-02-20", "2025-02-24", "2025-03-06", "2025-03-18", "2025-03-24",
                  "2025-04-01", "2025-04-07", "2025-04-09", "2025-04-25", "2025-05-12"],
        "noise": ["40 paires de pantoufles", "Fil ciré", "Boutons-pression laiton", "Boutique du Vieux-Palais"],
        "bindings": [
            {"value": "74 °C", "subject": "M2", "others": ["M1", "M3"]},
            {"value": "39 %", "subject": "M3", "others": ["M2", "M4"]},
            {"value": "6 plis", "subject": "M1", "others": ["M2", "M3"]},
        ],
    },
    [
        ("cahier_tannerie_MO-25.md", text("""
            # Cahier de tannerie - projet MO-25 (cuir d'orignal, tannage végétal)
            Tannerie Harricana, Amos. Notes de Guylaine Rivard; Simon Lachance fait le gros du travail sur les peaux.

            Pourquoi : les trappeurs pis les artisanes nous demandent du cuir d'orignal pour des mitaines. Le cuir d'orignal qu'on achète est tanné au chrome (importé), on n'en veut plus. Le tannage végétal qu'on fait déjà pour les ceintures donne un cuir raide qui craque au froid, pis qui rapetisse quand les mitaines sèchent près du poêle. Une peau d'orignal c'est épais (4-5 mm avant refente) et ça se comporte pas comme le bovin; on a rien trouvé sur le végétal + orignal + grand froid. On sait pas si on peut avoir un cuir souple à -30 °C ET qui tient la chaleur sans rétrécir, sans chrome.

            Cibles (on s'est entendus avec Simon) :
            - température de rétraction au moins 75 °C (sinon ça rapetisse au séchage)
            - aucune fissure au pliage à -30 °C : 20 plis à 180° sur un mandrin de 10 mm, dans le congélo coffre
            - absorption d'eau au plus 35 % après 2 h dans l'eau
            - tannage au plus 21 jours (en cuve on est à 35 jours, ça bloque les cuves tout l'hiver)

            ## Février 2025

            ### mar. 11 - départ
            3 peaux de la chasse d'automne, salées. Trempe, chaulage, écharnage, refente à 2,2 mm. On coupe les croupons en morceaux numérotés.
            M1 : extrait de mimosa seul, en cuve, montée lente sur 35 jours.
            M2 : extrait de pruche (acheté en Ontario), même montée, 35 jours.

            ### jeu. 20 - fumage pour M4
            Idée tirée des vieilles méthodes : la fumée fixe la peau avant les tanins. Morceaux M4 fumés 2 fois 4 h dans le fumoir à poisson de mon beau-frère, fumée de bois d'épinette pourri. Couleur caramel, odeur forte en maudit.

            ### lun. 24 - M4 au foulon
            M4 (fumé) dans le foulon (vieille bétonnière modifiée, 6 tours/min) avec le mimosa, 10 jours au lieu de la cuve. Simon vérifie la pénétration au couteau aux 2 jours.

            ## Mars 2025

            ### jeu. 6 - sortie de M4
            Tanins rendus au centre de la coupe après 10 jours. Nourriture à l'huile de pied de bœuf 12 % au foulon, 2 h. Séchage à plat, palissonnage à la main.

            ### mar. 18 - sortie de M1 et M2
            35 jours. Les deux sont raides. On coupe M1 en deux : une moitié reste M1, l'autre moitié devient M3 = M1 + nourriture à l'huile de pied de bœuf 12 %.

            > Note : la Boutique du Vieux-Palais a appelé, commande de 40 paires de pantoufles en mouton pour Pâques, 65 $ la paire. Voir avec Nancy pour la coupe. Rien à voir avec MO-25.

            ### lun. 24 - pliage à -30 °C
            Congélo à -30 °C, mandrin de 10 mm, 20 plis max.
            M1 : fleur craquelée dès 6 plis. M2 : fissures à 9 plis. M3 : ok à -20 °C mais à -30 °C fissure à 14 plis. M4 : 20 plis sans fissure, le cuir reste souple, vraiment le fun.
            Donc la nourriture seule suffit pas, c'est le fumage + foulon qui change quelque chose. M4 boit encore pas mal d'eau par contre.

            ## Avril 2025

            ### mar. 1 - M5
            L'autre moitié des morceaux M4 (même fumage, même foulon, même nourriture) + finition cire d'abeille et huile de lin frottée à chaud, 2 couches.

            ### lun. 7 - envoi au labo
            Pliage de M5 à -30 °C avant l'envoi : 20 plis sans fissure lui aussi, la cire change rien à la souplesse.
            Échantillons M1 à M5 envoyés au labo à Drummondville pour la température de rétraction pis l'absorption d'eau. Nos mesures maison d'absorption sont dans le fichier.

            ### ven. 25 - rapport du labo reçu
            Voir le PDF. M5 passe partout. Le tannage au complet (fumage + foulon + nourriture) prend 14 jours au lieu de 35.

            ## Mai 2025

            ### lun. 12 - premières mitaines
            Nancy a cousu 4 paires en M5, remises le 12 mai aux trappeurs du club; retour attendu l'hiver prochain. La coupe et la couture, c'est notre ouvrage habituel, pas du projet.
            """)),
        ("mesures_MO-25.xlsx", xlsx([
            ("morceaux", [
                ["morceau", "début", "tanin", "mode", "entrée au foulon", "sortie", "fumage", "nourriture",
                 "finition", "durée (jours)"],
                ["M1", D("2025-02-11"), "mimosa", "cuve", None, D("2025-03-18"), "non", "aucune", "aucune", 35],
                ["M2", D("2025-02-11"), "pruche", "cuve", None, D("2025-03-18"), "non", "aucune", "aucune", 35],
                ["M3", D("2025-03-18"), "mimosa", "cuve (moitié de M1)", None, D("2025-03-18"), "non",
                 "pied de bœuf 12 %", "aucune", 35],
                ["M4", D("2025-02-20"), "mimosa", "foulon", D("2025-02-24"), D("2025-03-06"), "2 x 4 h",
                 "pied de bœuf 12 %", "aucune", 14],
                ["M5", D("2025-04-01"), "mimosa", "foulon (moitié de M4)", D("2025-02-24"), D("2025-03-06"),
                 "2 x 4 h", "pied de bœuf 12 %", "cire d'abeille + huile de lin", 14],
            ]),
            ("essais maison", [
                ["morceau", "date du pliage", "plis à -30 °C avant fissure", "absorption eau 2 h (maison)",
                 "commentaire"],
                ["M1", D("2025-03-24"), "6 plis", "47 %", "fleur craquelée"],
                ["M2", D("2025-03-24"), "9 plis", "45 %", "fissures"],
                ["M3", D("2025-03-24"), "14 plis", "40 %", "ok à -20 °C"],
                ["M4", D("2025-03-24"), "20 plis sans fissure", "38 %", "souple"],
                ["M5", D("2025-04-07"), "20 plis sans fissure", "32 %", "retenu"],
            ]),
        ])),
        ("rapport_LabCuir_LC-25-117.pdf", pdf([
            ("title", "Rapport d'essais LC-25-117"),
            ("p", "Température de rétraction et absorption d'eau de cuirs d'orignal à tannage végétal"),
            ("p", "Client : Tannerie Harricana, Amos. Échantillons reçus le 9 avril 2025 (morceaux M1 à M5). "
                  "Rapport émis le 25 avril 2025."),
            ("h1", "Méthodes"),
            ("p", "Température de rétraction : éprouvette dans l'eau chauffée à 2 °C/min, lecture au début de la "
                  "rétraction. Absorption d'eau statique : masse après 2 h d'immersion à 20 °C, en % de la masse "
                  "sèche à l'air. Trois éprouvettes par morceau."),
            ("h1", "Résultats"),
            ("table", [
                ["Morceau", "Rétraction", "Absorption 2 h", "Épaisseur"],
                ["M1", "79 °C", "48 %", "2,1 mm"],
                ["M2", "74 °C", "44 %", "2,2 mm"],
                ["M3", "78 °C", "39 %", "2,1 mm"],
                ["M4", "81 °C", "37 %", "2,0 mm"],
                ["M5", "80 °C", "31 %", "2,0 mm"],
            ]),
            ("h1", "Commentaires"),
            ("p", "L'écart entre M4 et M5 sur la rétraction est dans l'incertitude de la méthode (± 1 °C). La "
                  "finition cireuse réduit nettement l'absorption."),
            ("small", "Résultats valables pour les échantillons reçus seulement."),
        ], header="LabCuir - Drummondville", footer="LC-25-117")),
        ("facture_Fournitures_Nordcuir_F-2291.pdf", pdf([
            ("title", "Facture F-2291"),
            ("p", "Fournitures Nordcuir, Rouyn-Noranda. Vendu à : Tannerie Harricana, Amos. Conditions : net "
                  "30 jours."),
            ("table", [
                ["Article", "Qté", "Prix unitaire", "Total"],
                ["Fil ciré 0,8 mm, bobine 100 m", "6", "18,50 $", "111,00 $"],
                ["Boutons-pression laiton, boîte de 100", "3", "24,00 $", "72,00 $"],
                ["Aiguilles à gant, paquet de 25", "4", "7,25 $", "29,00 $"],
                ["Transport", "1", "22,00 $", "22,00 $"],
            ]),
            ("p", "Sous-total : 234,00 $. TPS : 11,70 $. TVQ : 23,34 $. Total : 269,04 $."),
        ], header="Fournitures Nordcuir - Facture", footer="Merci de votre confiance!")),
    ],
)

# ---------------------------------------------------------------------------
# C03 sauce à poutine sans gluten, surgelée en sacs pour restaurants, qui se sépare au dégel et s'éclaircit au
#     bain-marie (transformateur, Drummondville), hiver 2025 - question en anglais, dossiers en français; liste de
#     prix XLSX en bruit; fil de courriels .txt (en-têtes « Date : mardi 4 février 2025 08:47 »; la consultante
#     écrit en anglais; cibles seulement là; « du 24 au 28 mars » = une entrée, le 24); essais CSV (jj/mm/aaaa,
#     virgule décimale); rapport de labo PDF (« reçus le 10 avril 2025 », « émis le 22 avril 2025 »).
#     Valeurs voisines : 9,5 / 12,1 / 2,8 / 1,6 / 1,2 % de synérèse; 24 / 18 / 11 % de perte. Piège : la
#     nouvelle étiquette et le format de sac sont courants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_sauce_poutine_sans_gluten_gel_degel",
        "question": "Hi, could you write up lines 242, 244 and 246 for our gluten-free poutine gravy project (SP-25) and give us a dated log of the work? The records are in French: Karine's e-mails with our consultant, the trial sheet, the lab report and our 2025 price list for restaurants.",
        "language": "en",
        "facts": {
            "242": [["2500-3500 cP"], ["au plus 2 %", "max 2 %"], ["au plus 15 %"], ["20 ppm"]],
            "244": [["farine de riz gluant", "waxy rice flour"], ["gomme xanthane", "xanthan"], ["fibre de pois"],
                    ["3 cycles gel-dégel", "3 freeze-thaw cycles"]],
            "246": [["2 950 cP"], ["1,2 %"], ["perte de 11 %"], ["goût de pois", "pea taste"]],
        },
        "dates": ["2025-02-04", "2025-02-06", "2025-02-10", "2025-02-17", "2025-02-24", "2025-03-03",
                  "2025-03-19", "2025-03-24", "2025-04-07", "2025-04-10", "2025-04-22"],
        "noise": ["Sauce BBQ fumée 4 L", "Prix franco Drummondville", "Minimum de commande : 10 caisses"],
        "bindings": [
            {"value": "9,5 %", "subject": "S1", "others": ["S2", "S3"]},
            {"value": "2,8 %", "subject": "S3", "others": ["S2", "S4"]},
            {"value": "perte de 18 %", "subject": "S4", "others": ["S3", "S5"]},
        ],
    },
    [
        ("courriels_SP-25.txt", text("""
            De : Karine Bélanger <kbelanger@saucesdrummond.example>
            À : Jennifer Walsh <jwalsh@foodprocessadvisors.example>
            Date : mardi 4 février 2025 08:47
            Objet : Sauce poutine sans gluten - on a besoin d'aide

            Bonjour Jennifer,

            Comme discuté au téléphone. Notre sauce brune à poutine est vendue surgelée en sacs de 2 L aux restos et casse-croûtes. Plusieurs clients nous demandent une version sans gluten (certifiable). Notre recette actuelle est à base de roux de farine de blé.

            On a fait des essais à l'automne avec de la farine de riz ordinaire : après la décongélation la sauce « pleure » (liquide qui se sépare dans le sac) et elle devient granuleuse. Pis au bain-marie, après quelques heures, elle devient claire comme du bouillon. Les restos la gardent 4 h et plus au comptoir.

            Ce qu'il nous faut :
            - viscosité de 2500-3500 cP à 70 °C (comme la sauce au blé)
            - synérèse au plus 2 % après 3 cycles gel-dégel
            - perte de viscosité au plus 15 % après 4 h au bain-marie à 80 °C
            - gluten sous 20 ppm pour la certification
            - pas d'amidon modifié, nos clients veulent une liste d'ingrédients courte

            On ne sait pas quel épaississant sans gluten peut faire tout ça en même temps dans une sauce salée et grasse comme la nôtre. Les fiches des fournisseurs parlent de soupes ou de desserts.

            Merci!
            Karine Bélanger
            Directrice qualité et R-D, Les Sauces Drummond inc.

            ----------------------------------------------------------------------
            From: Jennifer Walsh
            Date : jeudi 6 février 2025 15:20
            Subject: RE: Sauce poutine sans gluten

            Hi Karine,

            Sorry for answering in English, my French is better spoken than written!

            Regular rice flour and native corn starch both retrograde after freezing, that's your weeping. I would try a waxy rice flour (farine de riz gluant), which has almost no amylose, and then look at a small dose of xanthan to hold the texture during the hot hold. Pea fibre is another option some plants use, watch the flavour.

            For the freeze-thaw test, do 3 freeze-thaw cycles (-18 °C / 4 °C, 24 h each), then centrifuge and weigh the free liquid. Keep your target at max 2 % syneresis. Measure viscosity at 70 °C, then again after 4 h in the bain-marie.

            Jennifer

            ----------------------------------------------------------------------
            De : Karine Bélanger
            Date : lundi 3 mars 2025 16:02
            Objet : RE: Sauce poutine sans gluten - premiers résultats

            Salut Jennifer,

            Les résultats sont dans le fichier d'essais, en résumé :
            - S1 (farine de riz ordinaire) : synérèse 9,5 %, granuleuse. Comme à l'automne.
            - S2 (amidon de maïs natif) : synérèse 12,1 %, fait un gel en refroidissant. Non.
            - S3 (farine de riz gluant 6 %) : la synérèse tombe à 2,8 %, belle texture au dégel, mais au bain-marie la perte est de 24 % après 4 h.
            - S4 (S3 + fibre de pois 1 %) : synérèse 1,6 %, perte de 18 % au bain-marie, mais le panel trouve un goût de pois. Marc-André dit que les clients vont le sentir dans la sauce.

            On part S5 cette semaine : S3 + gomme xanthane 0,15 %.

            Karine

            ----------------------------------------------------------------------
            De : Karine Bélanger
            Date : mercredi 19 mars 2025 10:30
            Objet : RE: Sauce poutine sans gluten - S5

            S5 : 2 950 cP à 70 °C, synérèse 1,2 % après 3 cycles, perte de 11 % après 4 h au bain-marie. Pas de goût. On a fait 200 sacs sur la ligne, ça passe dans la remplisseuse sans problème.

            Test dans 3 restos du coin à partir du lundi 24 mars, pour la semaine. On va aussi faire l'étiquette « sans gluten » et le nouveau sac avec Marc-André, mais ça c'est juste de l'emballage.

            ----------------------------------------------------------------------
            From: Jennifer Walsh
            Date : lundi 7 avril 2025 11:15
            Subject: RE: Sauce poutine sans gluten - S5

            Great news on the restaurant test (no weeping, no complaints about the pea taste obviously since S5 has none). Send S5 to an accredited lab for the gluten ELISA before you print anything, and ask them to repeat the viscosity after the freeze-thaw so you have a third-party number.

            Jennifer
            """)),
        ("essais_SP-25.csv", text("""
            essai;date;epaississant;dose_pct;viscosite_70C_cP;synerese_3cycles_pct;perte_visco_4h_pct;gout;commentaire
            S1;10/02/2025;farine de riz ordinaire;7;2700;9,5;31;ok;granuleuse au dégel
            S2;10/02/2025;amidon de maïs natif;5;3300;12,1;;ok;gel au refroidissement - abandonné
            S3;17/02/2025;farine de riz gluant;6;2800;2,8;24;ok;s'éclaircit au bain-marie
            S4;24/02/2025;riz gluant + fibre de pois 1 %;6;3100;1,6;18;goût de pois;rejeté au panel
            S5;03/03/2025;riz gluant + gomme xanthane 0,15 %;6;2950;1,2;11;ok;retenu
            """)),
        ("rapport_Agrolab_Centre_AC-25-0887.pdf", pdf([
            ("title", "Rapport d'analyse AC-25-0887"),
            ("p", "Dosage du gluten et viscosité après gel-dégel - sauce brune sans gluten (essai S5)"),
            ("p", "Client : Les Sauces Drummond inc., Drummondville. Échantillons reçus le 10 avril 2025 (6 sacs "
                  "de 2 L, lot S5-0319). Rapport émis le 22 avril 2025."),
            ("h1", "Méthodes"),
            ("p", "Gluten : ELISA sandwich R5, limite de quantification 5 ppm. Viscosité : viscosimètre rotatif, "
                  "tige n° 4, 20 tr/min, à 70 °C, avant et après trois cycles de congélation (-18 °C) et "
                  "décongélation (4 °C)."),
            ("h1", "Résultats"),
            ("table", [
                ["Paramètre", "Résultat", "Remarque"],
                ["Gluten (R5)", "< 5 ppm", "sous la limite de quantification"],
                ["Viscosité initiale, 70 °C", "3 010 cP", "moyenne de 3 sacs"],
                ["Viscosité après 3 cycles", "2 880 cP", "moyenne de 3 sacs"],
                ["Liquide libre après centrifugation", "1,1 %", ""],
            ]),
            ("small", "Ces résultats ne se rapportent qu'aux échantillons soumis à l'analyse."),
        ], header="Agrolab Centre - Saint-Hyacinthe", footer="AC-25-0887 - laboratoire accrédité")),
        ("liste_prix_restaurateurs_2025.xlsx", xlsx([
            ("Prix 2025", [
                ["Code", "Produit", "Format", "Prix par caisse", "Unités/caisse"],
                ["SP-201", "Sauce brune à poutine", "sac 2 L surgelé", "46,80 $", 6],
                ["SP-205", "Sauce brune à poutine, faible en sel", "sac 2 L surgelé", "49,20 $", 6],
                ["SB-110", "Sauce BBQ fumée 4 L", "chaudière", "38,50 $", 2],
                ["SH-300", "Sauce hot chicken", "sac 2 L surgelé", "44,90 $", 6],
                ["", "Prix franco Drummondville", "", "", ""],
                ["", "Minimum de commande : 10 caisses", "", "", ""],
            ]),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C04 quais flottants laissés à l'eau tout l'hiver, sans écrasement par les glaces (fabricant de quais,
#     Lac-Mégantic), hiver 2024-2025 - soumission PDF en bruit, ET un courriel d'administration (souper des Fêtes)
#     caché dans les courriels .txt; rapport DOCX (cibles seulement là; « le 2 décembre 2024 », « le 28 avril »);
#     relevés XLSX (dates ISO); courriels .txt (en-têtes « Date : lundi 13 janvier 2025 »). Valeurs voisines :
#     14,6 / 9,8 / 6,1 / 5,6 kN. Piège : la fabrication des sections et l'installation sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_quais_flottants_hivernage_glace",
        "question": "Bonjour, pourriez-vous préparer nos lignes 242, 244 et 246 pour le projet d'hivernage des quais flottants à l'eau (QF-25), avec un registre daté? Ci-joints : le rapport d'Annie, le fichier des relevés, nos courriels de l'hiver et la soumission pour la marina.",
        "facts": {
            "242": [["au plus 8 kN"], ["aucun flotteur fissuré"], ["au plus 150 W"], ["au moins 30 cm"]],
            "244": [["amarres élastiques"], ["bulleur"], ["cellules de charge"], ["commande thermostatique"]],
            "246": [["5,6 kN"], ["95 W"], ["35 cm"], ["flotteur fendu"]],
        },
        "dates": ["2024-12-02", "2025-01-08", "2025-01-13", "2025-01-22", "2025-01-30", "2025-02-05",
                  "2025-02-19", "2025-03-05", "2025-03-11", "2025-04-28"],
        "noise": ["Souper des Fêtes", "12 sections de 3 m x 1,2 m", "Installation printanière incluse",
                  "Dépôt de 30 % à la signature"],
        "bindings": [
            {"value": "14,6 kN", "subject": "Q1", "others": ["Q2", "Q3"]},
            {"value": "9,8 kN", "subject": "Q2", "others": ["Q1", "Q3"]},
            {"value": "6,1 kN", "subject": "Q3", "others": ["Q2", "Q4"]},
        ],
    },
    [
        ("rapport_hivernage_QF-25.docx", docx([
            ("title", "QF-25 - Hivernage des quais flottants à l'eau"),
            ("p", "Quais Mégantic inc. Rapport d'Annie Gosselin, ing. jr, pour Patrick Roy (président). Mai 2025."),
            ("h1", "Contexte"),
            ("p", "Nos clients (chalets, petites marinas) sortent leurs quais à l'automne avec une grue ou un "
                  "treuil, environ 600 $ par année. Plusieurs veulent les laisser à l'eau. Pour nos quais légers "
                  "(flotteurs en PEHD, cadre d'alu), la glace qui se dilate, le vent qui pousse la banquise et la "
                  "variation du niveau du lac écrasent les flotteurs et arrachent les ancrages. Les bulleurs "
                  "existent pour les abris de bateau, mais personne ne sait quelles forces la glace met sur un "
                  "quai léger ni quelle combinaison d'ancrage et de bulleur les garde assez basses sans brûler "
                  "de l'électricité tout l'hiver. On n'a trouvé aucune donnée mesurée pour un lac comme le nôtre."),
            ("h1", "Objectifs"),
            ("b", "effort maximal dans chaque ligne d'ancrage au plus 8 kN (limite des oreilles d'ancrage);"),
            ("b", "aucun flotteur fissuré à la sortie de l'hiver;"),
            ("b", "consommation moyenne du bulleur au plus 150 W par section;"),
            ("b", "au moins 30 cm d'eau libre autour des flotteurs par grand froid."),
            ("h1", "Montage"),
            ("p", "Quatre sections de quai installées le 2 décembre 2024 devant le terrain d'un client à la baie "
                  "des Sables, même profondeur (2,5 m). Chaque ligne d'ancrage porte une cellule de charge reliée "
                  "à un enregistreur (lecture aux 10 s, on garde le maximum). Les cellules de charge ont été "
                  "calibrées à l'atelier avant la pose. On mesure l'épaisseur de glace et l'eau libre aux deux "
                  "semaines."),
            ("b", "Q1 : chaînes galvanisées standard, aucun bulleur (notre installation d'été)."),
            ("b", "Q2 : amarres élastiques en caoutchouc, aucun bulleur."),
            ("b", "Q3 : chaînes + bulleur (ligne de diffusion sous le quai) en continu, 250 W."),
            ("b", "Q4 : amarres élastiques + bulleur avec commande thermostatique (marche seulement sous "
                  "-8 °C d'air)."),
            ("h1", "Résultats"),
            ("table", [
                ["Section", "Effort max", "Consommation moyenne", "Eau libre (froid)", "État à la sortie"],
                ["Q1", "14,6 kN", "0 W", "0 cm", "flotteur fendu, oreille pliée"],
                ["Q2", "9,8 kN", "0 W", "0 cm", "amarres durcies, 1 flotteur égratigné"],
                ["Q3", "6,1 kN", "250 W", "60 cm", "intact"],
                ["Q4", "5,6 kN", "95 W", "35 cm", "intact"],
            ]),
            ("p", "Q1 confirme le problème : le flotteur fendu a été vu dès le premier relevé de janvier. Q2 "
                  "réduit l'effort, mais sous -25 °C le caoutchouc durcit et l'amarre ne s'étire presque plus. Q3 "
                  "règle les efforts, mais 250 W en continu c'est trop cher pour un chalet. Q4 garde l'effort à "
                  "5,6 kN avec une moyenne de 95 W et 35 cm d'eau libre. Inspection à la sortie de l'eau le "
                  "28 avril : aucun flotteur fissuré sur Q3 et Q4."),
            ("h1", "Hors projet"),
            ("p", "La fabrication des quatre sections, le transport et la pose par notre équipe, c'est notre "
                  "ouvrage normal."),
        ])),
        ("releves_QF-25.xlsx", xlsx([
            ("relevés", [
                ["date", "section", "glace (cm)", "effort max depuis dernier relevé (kN)", "eau libre (cm)",
                 "remarque"],
                [D("2025-01-08"), "Q1", 22, 11.2, 0, "flotteur fendu côté large"],
                [D("2025-01-08"), "Q2", 22, 7.4, 0, ""],
                [D("2025-01-08"), "Q3", 18, 4.9, 60, ""],
                [D("2025-01-08"), "Q4", 20, 4.1, 35, ""],
                [D("2025-01-22"), "Q1", 34, 14.6, 0, "oreille d'ancrage pliée"],
                [D("2025-01-22"), "Q2", 33, 9.8, 0, "-31 °C la nuit du 21"],
                [D("2025-01-22"), "Q3", 25, 6.1, 55, ""],
                [D("2025-01-22"), "Q4", 27, 5.6, 30, "bulleur en marche"],
                [D("2025-02-05"), "Q1", 41, 12.8, 0, ""],
                [D("2025-02-05"), "Q2", 40, 8.1, 0, ""],
                [D("2025-02-05"), "Q3", 29, 5.2, 60, ""],
                [D("2025-02-05"), "Q4", 33, 4.8, 35, ""],
                [D("2025-02-19"), "Q1", 48, 13.9, 0, ""],
                [D("2025-02-19"), "Q2", 46, 9.1, 0, ""],
                [D("2025-02-19"), "Q3", 31, 5.5, 60, ""],
                [D("2025-02-19"), "Q4", 37, 5.1, 40, ""],
                [D("2025-03-05"), "Q1", 45, 10.3, 0, ""],
                [D("2025-03-05"), "Q2", 44, 6.6, 0, ""],
                [D("2025-03-05"), "Q3", 28, 4.0, 70, ""],
                [D("2025-03-05"), "Q4", 35, 3.9, 45, ""],
            ]),
            ("bulleurs", [
                ["section", "puissance (W)", "heures de marche", "moyenne sur l'hiver (W)"],
                ["Q3", 250, 2184, 250],
                ["Q4", 250, 830, 95],
            ]),
        ])),
        ("courriels_QF-25.txt", text("""
            De : Josée Poulin (administration)
            À : tout le personnel
            Date : vendredi 20 décembre 2024 09:05
            Objet : Souper des Fêtes et fermeture

            Bonjour tout le monde, le Souper des Fêtes est ce soir à 18 h à la Salle des Chevaliers. Le bureau sera fermé du 23 décembre au 3 janvier. Joyeuses Fêtes!

            ----------------------------------------------------------------------
            De : Annie Gosselin
            À : Patrick Roy
            Date : lundi 13 janvier 2025 14:22
            Objet : Quais - 1er relevé

            Patrick,
            Relevé fait mercredi passé. Q1 (chaînes, pas de bulleur) a déjà un flotteur fendu sur le côté large, 11,2 kN au max dans la ligne. Les autres sont corrects. L'enregistreur de Q2 avait gelé, j'ai mis une chaufferette à batterie dans le boîtier, ça a l'air de tenir.
            Annie

            ----------------------------------------------------------------------
            De : Patrick Roy
            À : Annie Gosselin
            Date : jeudi 30 janvier 2025 07:48
            Objet : RE: Quais - relevé du 22

            Vu ton tableau. Q1 a monté à 14,6 kN, on arrête de se poser la question pour les chaînes. Pour Q2, les amarres élastiques étaient dures comme du bois quand je les ai touchées à -31, c'est pour ça que Q2 est à 9,8 kN. Le fournisseur donne ses courbes à 20 °C seulement. On garde quand même Q4 comme ça pour voir si le bulleur garde le caoutchouc dans l'eau plus chaude.

            ----------------------------------------------------------------------
            De : Annie Gosselin
            À : Patrick Roy
            Date : mardi 11 mars 2025 16:10
            Objet : Bilan avant la fonte

            Résumé : Q3 et Q4 sont les seuls sous 8 kN tout l'hiver. Q3 brûle 250 W en continu; Q4 a marché 830 h, moyenne 95 W sur l'hiver. Avec la commande thermostatique le bulleur part juste quand il faut. Je prépare le rapport après l'inspection à la sortie de l'eau.
            """)),
        ("soumission_Marina_Baie-des-Sables_S-2207.pdf", pdf([
            ("title", "Soumission S-2207"),
            ("p", "Quais Mégantic inc. Pour : Marina de la Baie-des-Sables. Valide 60 jours."),
            ("table", [
                ["Description", "Qté", "Prix", "Total"],
                ["Quai flottant, 12 sections de 3 m x 1,2 m, cadre alu, planches composites", "1", "18 400,00 $",
                 "18 400,00 $"],
                ["Passerelle 6 m avec rampe", "1", "2 950,00 $", "2 950,00 $"],
                ["Installation printanière incluse", "1", "0,00 $", "0,00 $"],
            ]),
            ("p", "Taxes en sus. Dépôt de 30 % à la signature, solde à la livraison."),
        ], header="Quais Mégantic inc. - Soumission", footer="RBQ 5678-1234-01")),
    ],
)

# ---------------------------------------------------------------------------
# C05 planteuse d'ail qui dépose la gousse pointe en haut sans caméra (atelier de machinerie agricole,
#     Saint-Rémi), automne 2024 et levée au printemps 2025 - note de service RH (vacances) DOCX en bruit; cahier
#     d'atelier .txt (« lun. 09/09 » : jj/mm après un jour de semaine; « du 15 au 18 octobre » = une entrée, le
#     15; « le 6 mai »); essais de banc CSV (jj/mm/aaaa, virgule décimale); compte rendu DOCX (cibles seulement
#     là; « le 20 mai 2025 »). Valeurs voisines : 61 / 70 / 78 / 88 % pointe en haut. Piège : la peinture, le
#     châssis et l'attelage sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_planteuse_ail_gousse_pointe_en_haut",
        "question": "Salut! Peux-tu me préparer les lignes 242, 244 et 246 pour la planteuse d'ail (SA-24), pis un registre daté des travaux? Je t'envoie le cahier d'atelier de Mélanie, le fichier du banc d'essai, mon compte rendu et la note de service sur les vacances.",
        "facts": {
            "242": [["au moins 85 %"], ["au moins 4 gousses/s"], ["au plus 2 %"], ["au moins 90 %"]],
            "244": [["goulotte vibrante"], ["coupelles coniques"], ["jet d'air"], ["tamis à 3 grilles"]],
            "246": [["88 %"], ["4,5 gousses/s"], ["1,4 %"], ["gousses projetées"]],
        },
        "dates": ["2024-09-09", "2024-09-12", "2024-09-17", "2024-09-23", "2024-10-02", "2024-10-04",
                  "2024-10-15", "2025-05-06", "2025-05-20"],
        "noise": ["vacances de la construction", "banque de congés mobiles", "formulaire de choix de vacances"],
        "bindings": [
            {"value": "61 %", "subject": "G1", "others": ["G2", "G3"]},
            {"value": "78 %", "subject": "G2", "others": ["G1", "G3"]},
            {"value": "70 %", "subject": "G3", "others": ["G2", "G4"]},
        ],
    },
    [
        ("cahier_atelier_SA-24.txt", text("""
            CAHIER D'ATELIER - SA-24 planteuse d'ail (Mélanie T.)
            ====================================================

            lun. 09/09
            Reçu 200 lb de gousses Music de la Ferme Les Aulx du Roy (déjà cassées, pas calibrées). Luc veut qu'on commence par le plus simple. Monté G1 : goulotte vibrante en V (tôle inox, vibreur de trémie récupéré), les gousses glissent en file vers le tube de descente. L'idée : la base est plus large, la gousse devrait se coucher base en avant et tomber base en bas.

            jeu. 12/09
            G1 sur le banc (bac de sable + caméra cell au ralenti pour compter). G1 : 61 % pointe en haut sur 400 gousses. Les petites gousses tournent dans le tube, les grosses restent couchées. Pas assez bon, faut trouver autre chose.

            mar. 17/09
            G2 : coupelles coniques sur une chaîne (genre planteuse à patates). La gousse tombe dans la coupelle, la base plus lourde descend au fond du cône, la pointe reste en haut. G2 : 78 % mais juste 2,5 gousses/s, la chaîne peut pas aller plus vite sans que ça saute. Les gousses trop petites pour la coupelle se placent n'importe comment.

            lun. 23/09
            G3 : on garde la goulotte et on ajoute un jet d'air au bas du tube pour redresser la gousse juste avant le sillon. Ça redresse un peu (G3 : 70 %) mais à 6 bar les gousses projetées sortent du sillon et il y en a qui perdent leur pelure. À 3 bar ça fesait rien. Abandonné.

            mer. 02/10
            Retour aux coupelles. Le problème de G2 c'est la grosseur des gousses. On calibre avant : tamis à 3 grilles (petites/moyennes/grosses) et 3 grandeurs de coupelles sur 3 chaînes. G4 = calibrage + coupelles coniques adaptées. Premier passage : 88 %!! Luc a fait une danse.

            ven. 04/10
            G4 en cadence : 3 chaînes en parallèle pour un rang, on monte à 4,5 gousses/s. Dommages (gousses blessées ou pelées) 1,4 %. Vibreur du tamis à ajuster, ça bourre avec les gousses humides.

            Plantation chez le client du 15 au 18 octobre : 2 rangs de 200 m avec G4, 2 rangs plantés à la main à côté comme témoin.

            ---- printemps ----
            Levée comptée le 6 mai avec Roxanne (agronome du client) : rangs G4 93 % de levée, rangs manuels 95 %. Tiges droites dans les deux. Correct.

            P.S. la peinture et le nouveau châssis 3 points, c'est Luc qui s'en occupe, pas dans le projet.
            """)),
        ("banc_essai_SA-24.csv", text("""
            date;montage;description;gousses_testees;pointe_en_haut_pct;cadence_gousses_s;dommages_pct;note
            12/09/2024;G1;goulotte vibrante en V;400;61;4,8;0,5;petites gousses tournent
            17/09/2024;G2;coupelles coniques 1 chaîne;400;78;2,5;0,8;
            23/09/2024;G3;goulotte + jet d'air 6 bar;400;70;4,6;6,2;gousses hors sillon
            02/10/2024;G4;tamis à 3 grilles + coupelles 3 tailles;400;88;2,4;1,1;1 chaîne seulement
            04/10/2024;G4;idem, 3 chaînes en parallèle;1200;87;4,5;1,4;tamis bourre si humide
            """)),
        ("compte_rendu_SA-24.docx", docx([
            ("title", "Compte rendu SA-24 - planteuse d'ail à orientation mécanique"),
            ("p", "Ateliers Agri-Rémi inc., Saint-Rémi. Rédigé par Luc Brisebois le 20 mai 2025, à partir du cahier "
                  "de Mélanie Trudeau, technicienne en génie mécanique. Projet commencé le 9 septembre 2024 à la "
                  "réception des gousses."),
            ("h1", "Pourquoi le projet"),
            ("p", "Une gousse d'ail plantée pointe en haut donne une tige droite et une tête plus grosse; plantée "
                  "couchée ou à l'envers, la plante perd des semaines à se redresser. Les planteuses du marché "
                  "laissent tomber les gousses au hasard, alors nos clients plantent encore à la main (3 à 4 "
                  "personnes par acre et par jour). Les planteuses orientées qui existent en Europe utilisent des "
                  "caméras et coûtent plus de 150 000 $. On ne savait pas si on pouvait orienter des gousses de "
                  "forme aussi irrégulière que la Music, seulement par la mécanique, à une cadence utile au champ."),
            ("h1", "Objectifs"),
            ("b", "au moins 85 % des gousses pointe en haut (à 30° près) dans le sillon;"),
            ("b", "au moins 4 gousses/s par rang;"),
            ("b", "gousses blessées ou pelées au plus 2 %;"),
            ("b", "au moins 90 % de levée au printemps."),
            ("h1", "Ce qu'on a appris"),
            ("p", "La goulotte seule (G1) et le jet d'air (G3) ne suffisent pas : la forme de la gousse varie trop. "
                  "Les coupelles (G2) orientent bien par gravité, à condition que la gousse soit de la bonne "
                  "grosseur pour la coupelle; c'est le calibrage en 3 grosseurs qui a fait passer le montage "
                  "final (G4) au-dessus de 85 %, et les 3 chaînes en parallèle qui ont réglé la cadence. Résultat "
                  "final au banc : 87 à 88 %, 4,5 gousses/s, 1,4 % de dommages. Levée au champ (rangs plantés à partir du 15 octobre) : 93 %."),
            ("h1", "Reste à faire"),
            ("p", "Le tamis bourre avec des gousses humides; il faut un autre angle ou une grille en plastique. "
                  "Récolte des rangs d'essai en juillet pour comparer les têtes."),
        ])),
        ("note_service_vacances_ete_2025.docx", docx([
            ("title", "Note de service - vacances d'été 2025"),
            ("p", "À : tout le personnel de l'atelier. De : la direction."),
            ("p", "L'atelier sera fermé pendant les deux semaines des vacances de la construction. Les autres "
                  "semaines de vacances doivent être demandées avec le formulaire de choix de vacances, par ordre "
                  "d'ancienneté."),
            ("p", "Rappel : la banque de congés mobiles (3 jours) doit être utilisée avant la fin de l'année. "
                  "Les heures accumulées en temps double pendant la saison des semis peuvent être reprises en "
                  "congé."),
            ("p", "Merci et bon été!"),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C06 prévision du nombre de véhicules par traversée, 72 h d'avance, pour une traverse (logiciel, Baie-Saint-
#     Paul), automne 2024 - question en anglais, dossiers en français; infolettre .txt en bruit; journal de dev
#     .md (« ### lundi 9 septembre », « du 9 au 20 décembre » = une entrée, le 9); évaluation CSV (dates ISO,
#     virgule décimale); rapport technique PDF (cibles seulement là; « 2 décembre 2024 »). Valeurs voisines :
#     11,8 / 7,9 / 8,4 / 5,4 véhicules. Piège : l'écran du répartiteur et l'export Excel sont courants.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_prevision_achalandage_traverse_glace",
        "question": "Hello, we need lines 242, 244 and 246 for our ferry traffic forecasting project (TR-24), plus a dated log of the work. The files are in French: Chloé's dev journal, the evaluation CSV, Maxime's technical report and the chamber of commerce newsletter.",
        "language": "en",
        "facts": {
            "242": [["au plus 6 véhicules"], ["au moins 80 %"], ["72 h d'avance"], ["moins de 2 min"]],
            "244": [["gradient boosting", "LightGBM"], ["indice de glace"], ["calendrier d'événements"],
                    ["validation glissante"]],
            "246": [["5,4 véhicules"], ["83 %"], ["sur-apprentissage", "overfitting"], ["40 s"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-26", "2024-10-08", "2024-10-21", "2024-11-06",
                  "2024-11-15", "2024-12-02", "2024-12-09"],
        "noise": ["Gala Reconnaissance Charlevoix", "cocktail de réseautage", "Cotisation annuelle des membres"],
        "bindings": [
            {"value": "11,8 véhicules", "subject": "P1", "others": ["P2", "P3"]},
            {"value": "7,9 véhicules", "subject": "P2", "others": ["P1", "P3"]},
            {"value": "8,4 véhicules", "subject": "P3", "others": ["P2", "P4"]},
        ],
    },
    [
        ("journal_dev_TR-24.md", text("""
            # TR-24 - prévision achalandage traverse - journal de dev (Chloé)

            ### lundi 9 septembre
            Kickoff avec le client (M. Harvey, répartiteur). Reçu 4 saisons de données de billetterie (export CSV, une ligne par véhicule), les horaires, les annulations. Trous dans les données en hiver 2022 (changement de système). Ils veulent savoir 3 jours d'avance s'il faut mettre le 2e bateau ou ouvrir les réservations.

            ### lundi 16 septembre
            P1 = baseline, moyenne historique par jour de semaine / heure / semaine de l'année. P1 : 11,8 véhicules d'erreur moyenne. Ça donne une idée de ce qu'il faut battre. L'hiver est pire (traversées plus longues dans la glace, départs annulés et reportés, les autos s'accumulent).

            ### jeudi 26 septembre
            P2 = gradient boosting (LightGBM) avec les prévisions météo (vent, neige, temp) et les jours fériés. P2 : 7,9 véhicules. Grosse amélioration l'été, presque rien l'hivers.

            ### mardi 8 octobre
            P3 = P2 + calendrier d'événements régionaux (festivals, Rêves d'automne, tournois, congés scolaires), un indicateur par événement. Validation glissante : on entraîne sur le passé et on teste sur le mois suivant, jamais de données du futur.

            ### lundi 21 octobre
            P3 donne 8,4 véhicules, pire que P2!! Overfitting classique (sur-apprentissage) : chaque festival n'apparaît que 3-4 fois dans l'historique, le modèle apprend le bruit. Maxime propose de regrouper les événements en 3 catégories (petit/moyen/gros) au lieu d'un indicateur chacun.

            ### mercredi 6 novembre
            P4 = P2 + événements en 3 catégories + indice de glace tiré des cartes des glaces publiques (concentration et épaisseur dans le secteur de la traverse). Premier run : l'hiver s'améliore enfin. Le délai de publication des cartes nous oblige à utiliser la carte de la veille.

            ### vendredi 15 novembre
            Validation glissante complète sur 2023-2024 : P4 = 5,4 véhicules d'erreur moyenne, 83 % des traversées à ±10 véhicules près. Calcul des 72 h en 40 s sur le serveur du client. Go pour l'essai.

            Essai en parallèle avec le répartiteur du 9 au 20 décembre (il garde sa méthode, on compare).

            Note : l'écran du répartiteur et l'export Excel, c'est du dev normal, Maxime le met dans un autre projet.
            """)),
        ("evaluation_TR-24.csv", text("""
            modele;date_run;periode_test;mae_vehicules;pct_a_10_vehicules;mae_hiver;mae_ete;temps_calcul_s;commentaire
            P1;2024-09-16;2021-2024;11,8;58;15,2;9,6;2;moyenne historique
            P2;2024-09-26;2021-2024;7,9;71;12,7;5,1;35;LightGBM + météo
            P3;2024-10-08;2021-2024;8,4;68;13,0;5,9;38;événements un par un - surapprend
            P4;2024-11-06;2021-2024;6,1;78;7,9;5,0;41;premier run indice de glace
            P4;2024-11-15;2023-2024 glissante;5,4;83;6,6;4,8;40;retenu
            """)),
        ("rapport_technique_TR-24.pdf", pdf([
            ("title", "Prévision des véhicules par traversée - rapport technique TR-24"),
            ("p", "Logiciels Fleuve-Bleu inc., Baie-Saint-Paul. Rédigé par Maxime Tremblay, le 2 décembre 2024, "
                  "pour Traverses Charlevoix-Côte-Sud."),
            ("h1", "1. Objectifs"),
            ("p", "Le client doit décider 72 h d'avance s'il ajoute un deuxième navire. Un navire prend 60 "
                  "véhicules. Cibles fixées avec le client :"),
            ("b", "erreur absolue moyenne au plus 6 véhicules par traversée, sur toute l'année;"),
            ("b", "au moins 80 % des traversées prévues à 10 véhicules près;"),
            ("b", "prévision 72 h d'avance, recalculée chaque nuit en moins de 2 min sur le serveur actuel."),
            ("p", "L'incertitude : avec seulement quatre saisons de données, des événements rares et l'hiver, où la "
                  "glace change la durée des traversées et le nombre d'annulations, rien ne garantissait qu'un "
                  "modèle atteigne ces cibles, surtout en hiver."),
            ("h1", "2. Approches comparées"),
            ("table", [
                ["Modèle", "Description", "Erreur moyenne", "% à ±10"],
                ["P1", "moyenne historique", "11,8 véhicules", "58 %"],
                ["P2", "gradient boosting + météo", "7,9 véhicules", "71 %"],
                ["P3", "P2 + un indicateur par événement", "8,4 véhicules", "68 %"],
                ["P4", "P2 + 3 catégories d'événements + indice de glace", "5,4 véhicules", "83 %"],
            ]),
            ("h1", "3. Conclusions"),
            ("p", "Les événements codés un par un font du sur-apprentissage; les regrouper en catégories règle le "
                  "problème. L'indice de glace explique la plus grande partie de l'erreur d'hiver. Les cibles sont "
                  "atteintes en validation; l'essai en parallèle, qui commence le 9 décembre, dira si elles tiennent en opération."),
        ], header="Logiciels Fleuve-Bleu inc. - confidentiel", footer="TR-24 rapport technique")),
        ("infolettre_Chambre_commerce_Charlevoix_automne_2024.txt", text("""
            INFOLETTRE - Chambre de commerce de Charlevoix - automne 2024

            * Gala Reconnaissance Charlevoix : les mises en candidature sont ouvertes! Catégories : entreprise de l'année, relève, tourisme.
            * Notre prochain cocktail de réseautage aura lieu à l'hôtel de Baie-Saint-Paul. Apportez vos cartes d'affaires!
            * Cotisation annuelle des membres : le renouvellement se fait en ligne.
            * Formation gratuite sur le commerce en ligne pour les PME, places limitées.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C07 lave-glace -40 °C sans méthanol, à base d'alcool et de glycols biosourcés (mélangeur à façon, Varennes),
#     automne-hiver 2024-2025 - trois fichiers seulement : contrat de distribution PDF en bruit; rapport DOCX
#     (cibles seulement là; « le 9 septembre 2024 », « le 2 décembre », « du 13 au 17 janvier 2025 » = une entrée,
#     le 13; « 3 février 2025 »); classeur XLSX (dates ISO, résultats dans la 2e feuille). Valeurs voisines :
#     -41 / -40 / -37 / -42 °C; 7,2 / 14,8 / 21,5 / 9,1 mPa·s; 4,10 / 3,30 / 3,35 $. Piège : l'étiquette SIMDUT
#     et le bidon sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_lave_glace_sans_methanol_grand_froid",
        "question": "Bonjour, pouvez-vous nous préparer les lignes 242, 244 et 246 pour le lave-glace -40 sans méthanol (LG-24), et un registre daté des travaux? Vous avez le rapport de Nathalie, le classeur des formulations et le contrat de distribution avec les Quincailleries Unies.",
        "facts": {
            "242": [["au plus -40 °C"], ["au plus 10 mPa·s"], ["au plus 3,40 $"], ["aucune traînée"]],
            "244": [["propylène glycol biosourcé"], ["glycérol"], ["tensioactif glucoside"], ["banc de pare-brise"]],
            "246": [["-42 °C"], ["9,1 mPa·s"], ["3,35 $"], ["film gras"]],
        },
        "dates": ["2024-09-09", "2024-09-16", "2024-09-30", "2024-10-07", "2024-10-28", "2024-11-12",
                  "2024-12-02", "2025-01-13", "2025-02-03"],
        "noise": ["clause de non-concurrence", "ristourne de volume de 3 %", "durée de 24 mois"],
        "bindings": [
            {"value": "14,8 mPa·s", "subject": "L2", "others": ["L1", "L3"]},
            {"value": "-37 °C", "subject": "L3", "others": ["L2", "L4"]},
            {"value": "4,10 $", "subject": "L1", "others": ["L2", "L3"]},
        ],
    },
    [
        ("rapport_projet_LG-24.docx", docx([
            ("title", "LG-24 - Lave-glace -40 °C sans méthanol"),
            ("p", "Chimie Varennes inc. Rapport de Nathalie Ouellet, chimiste, pour Yves Pépin (DG). Version "
                  "finale du 3 février 2025."),
            ("h1", "1. Pourquoi"),
            ("p", "Le lave-glace d'hiver du marché est fait au méthanol, toxique. Deux chaînes de quincailleries "
                  "nous demandent un -40 sans méthanol, « biosourcé ». Le remplacer par de l'éthanol seul coûte "
                  "trop cher et sent fort. Les glycols et le glycérol abaissent le point de congélation, mais ils "
                  "épaississent le liquide au froid (la pompe du gicleur n'arrive plus à pousser) et laissent un "
                  "film sur le pare-brise. On ne savait pas s'il existait un mélange qui tienne les quatre "
                  "exigences en même temps, ni comment le tensioactif se comporterait dans un mélange aussi "
                  "chargé en alcool à -30 °C."),
            ("h1", "2. Objectifs (fixés le 9 septembre 2024)"),
            ("b", "point de congélation au plus -40 °C;"),
            ("b", "viscosité à -30 °C au plus 10 mPa·s (limite mesurée sur nos pompes de gicleur);"),
            ("b", "aucune traînée au banc de pare-brise après le passage des essuie-glaces;"),
            ("b", "coût des matières au plus 3,40 $ par bidon de 3,78 L."),
            ("h1", "3. Méthode"),
            ("p", "Point de congélation au cryostat du labo (confirmé par un labo externe pour les mélanges "
                  "retenus), viscosité au viscosimètre à bille dans le bain à -30 °C, et un banc de pare-brise "
                  "monté dans la chambre froide : vrai pare-brise, gicleurs et moteur d'essuie-glace d'une "
                  "Corolla, poussière de route standard, cotation des traînées par 3 personnes."),
            ("h1", "4. Formulations"),
            ("b", "L1 : éthanol dénaturé 52 %."),
            ("b", "L2 : éthanol 30 % + propylène glycol biosourcé 20 %."),
            ("b", "L3 : éthanol 30 % + glycérol 20 % (glycérine de biodiesel purifiée)."),
            ("b", "L4 : éthanol 38 % + propylène glycol biosourcé 10 % + tensioactif glucoside 0,3 %."),
            ("b", "L5 : comme L4, tensioactif glucoside à 0,08 %."),
            ("h1", "5. Résultats"),
            ("p", "L1 gèle à -41 °C et coule bien, mais coûte 4,10 $ le bidon, et l'odeur d'alcool dans l'habitacle "
                  "est forte. L2 atteint -40 °C mais monte à 14,8 mPa·s à -30 °C, les gicleurs crachent au lieu "
                  "de pulvériser. L3 ne descend qu'à -37 °C, est encore plus épais et laisse un film gras que les "
                  "essuie-glaces étalent : le glycérol est éliminé. L4 passe au froid, mais à 0,3 % le tensioactif "
                  "fait de la mousse dans le réservoir. L5 règle la mousse : -42 °C, 9,1 mPa·s, aucune traînée "
                  "notée, 3,35 $ le bidon. Les points de congélation de L4 et L5 ont été confirmés par le labo "
                  "externe (rapport reçu le 2 décembre)."),
            ("p", "Essai routier du 13 au 17 janvier 2025 sur 6 camions de livraison d'un client (réservoirs remplis "
                  "de L5 le 13 janvier au matin), par -28 °C le matin : aucun gicleur gelé, aucune plainte des chauffeurs."),
            ("h1", "6. Hors projet"),
            ("p", "L'étiquette SIMDUT, le choix du bidon et la fiche de données de sécurité sont faits comme pour "
                  "nos autres produits."),
        ])),
        ("formulations_LG-24.xlsx", xlsx([
            ("formulations", [
                ["code", "date du mélange", "éthanol (%)", "glycol/glycérol", "tensioactif", "eau"],
                ["L1", D("2024-09-16"), 52, "aucun", "aucun", "reste"],
                ["L2", D("2024-09-30"), 30, "propylène glycol biosourcé 20 %", "aucun", "reste"],
                ["L3", D("2024-10-07"), 30, "glycérol 20 %", "aucun", "reste"],
                ["L4", D("2024-10-28"), 38, "propylène glycol biosourcé 10 %", "glucoside 0,3 %", "reste"],
                ["L5", D("2024-11-12"), 38, "propylène glycol biosourcé 10 %", "glucoside 0,08 %", "reste"],
            ]),
            ("résultats", [
                ["code", "congélation (cryostat)", "viscosité -30 °C", "traînées (0 à 5)", "mousse", "coût/bidon",
                 "décision"],
                ["L1", "-41 °C", "7,2 mPa·s", 1, "non", "4,10 $", "trop cher, odeur"],
                ["L2", "-40 °C", "14,8 mPa·s", 1, "non", "3,30 $", "trop épais"],
                ["L3", "-37 °C", "21,5 mPa·s", 4, "non", "3,05 $", "film gras - abandonné"],
                ["L4", "-42 °C", "9,3 mPa·s", 0, "oui", "3,41 $", "mousse"],
                ["L5", "-42 °C", "9,1 mPa·s", 0, "non", "3,35 $", "retenu"],
            ]),
        ])),
        ("contrat_distribution_Quincailleries_Unies_2025.pdf", pdf([
            ("title", "Contrat de distribution"),
            ("p", "Entre Chimie Varennes inc. (le fournisseur) et Quincailleries Unies du Québec (le distributeur)."),
            ("h1", "1. Objet"),
            ("p", "Le fournisseur vend au distributeur ses lave-glaces d'été et d'hiver en bidons de 3,78 L, sous "
                  "la marque du distributeur, pour une durée de 24 mois renouvelable."),
            ("h1", "2. Prix et conditions"),
            ("p", "Prix selon l'annexe A, ajustés une fois par année. Le distributeur reçoit une ristourne de "
                  "volume de 3 % au-delà de 40 000 bidons par année. Paiement à 45 jours."),
            ("h1", "3. Exclusivité"),
            ("p", "Le fournisseur accepte une clause de non-concurrence : il ne vendra pas de produit de même "
                  "format à une autre chaîne de quincailleries au Québec pendant la durée du contrat."),
            ("p", "Signé à Varennes, en deux exemplaires."),
        ], header="Contrat QU-CV-2025", footer="Paraphes : ______ ______")),
    ],
)

# ---------------------------------------------------------------------------
# C08 compteur de cyclistes pour pistes cyclables déneigées, au radar, qui ne compte pas les déneigeuses
#     (électronique, Québec), hiver 2025 - fiche produit DOCX en bruit; cahier de labo .txt (cibles seulement là;
#     « lun. 13/01 », « semaine du 10 février », « le 24 mars »); relevés XLSX (dates ISO); rapport d'essais
#     climatiques PDF (« du 3 au 5 mars 2025 » = une entrée, le 3; « 12 mars 2025 »). Valeurs voisines : 71 /
#     88 / 94,2 / 96,1 %. Piège : le boîtier et l'application web sont du travail courant.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_compteur_cyclistes_radar_pistes_hiver",
        "question": "Bonjour! Pourriez-vous rédiger les lignes 242, 244 et 246 de notre projet de compteur de vélos d'hiver (CV-25) et un registre daté? Je vous joins le cahier de labo de Mireille, les relevés terrain, le rapport de ClimaTest et la fiche produit du CN-24.",
        "facts": {
            "242": [["au moins 95 %"], ["au plus 3 %"], ["au moins 30 jours"], ["-25 °C"]],
            "244": [["radar 60 GHz"], ["micro-Doppler"], ["filtre de largeur"], ["mode veille"]],
            "246": [["96,1 %"], ["2,4 %"], ["34 jours"], ["déneigeuses comptées"]],
        },
        "dates": ["2025-01-13", "2025-01-15", "2025-01-28", "2025-02-07", "2025-02-10", "2025-02-17",
                  "2025-03-03", "2025-03-12", "2025-03-24"],
        "noise": ["Boîtier anti-vandale", "Garantie de 3 ans", "Offert en location saisonnière"],
        "bindings": [
            {"value": "71 %", "subject": "C1", "others": ["C2", "C3"]},
            {"value": "88 %", "subject": "C2", "others": ["C1", "C3"]},
            {"value": "94,2 %", "subject": "C3", "others": ["C2", "C4"]},
        ],
    },
    [
        ("cahier_labo_CV-25.txt", text("""
            Cahier de labo CV-25 - compteur vélo 4 saisons - Mireille Côté
            (François G. = ing. responsable)

            Contexte : la Ville déneige maintenant ses pistes cyclables l'hiver pis veut savoir combien de cyclistes les utilisent. Les boucles inductives dans l'asphalte comptent mal sous la neige et la glace (la roue est trop loin de la boucle, pis les fatbikes en carbone ou en alu sont presque invisibles). Les tubes pneumatiques se font arracher par les déneigeuses. Aucun compteur sur le marché n'annonce de précision en hiver, on sait pas si un radar sur poteau peut séparer un vélo d'un piéton, d'une déneigeuse ou de la neige qui tombe.

            Cibles (avec François) :
            - compte exact au moins 95 % vs comptage vidéo manuel, en conditions d'hiver
            - faux positifs (piétons, déneigeuses, neige) au plus 3 %
            - autonomie sur batterie au moins 30 jours à -25 °C (pas de solaire l'hiver, pas d'électricité sur le poteau)

            lun. 13/01 - site A (corridor des Cheminots)
            C1 = la boucle inductive en place, comparée à la vidéo. C1 : 71 % seulement, 2 cm de glace sur la piste. Le fatbike de Samuel passe 3 fois sans être compté.

            mer. 15/01
            C2 = radar Doppler 24 GHz du commerce, posé sur le même poteau. Meilleur, C2 : 88 %, mais la neige qui tombe fort fait des faux comptes (9 % de faux positifs pendant la tempête).

            mar. 28/01
            C3 = notre proto radar 60 GHz FMCW, on lit la signature micro-Doppler du pédalage (les pieds qui tournent) pour séparer vélo / piéton. Installé à côté du C2.

            ven. 07/02
            Analyse des 10 premiers jours de C3 (28 janvier au 7 février) : C3 atteint 94,2 % mais 4,1 % de faux positifs, surtout des déneigeuses comptées comme vélos (la gratte qui tourne ressemble à un pédalier pour l'algo, lol). Les piétons sont bien rejetés.

            Semaine du 10 février : François code un filtre de largeur (on rejette tout objet de plus de 1,5 m de large) et un mode veille (le radar dort entre les passages, réveil par capteur IR). Mise à jour du firmware à distance.

            lun. 17/02
            C4 = C3 + filtre de largeur + mode veille. Batterie neuve pleine, départ du test d'autonomie sur le poteau.

            Relevé le 24 mars : C4 a tenu 34 jours sur la batterie (il reste 8 %), nuits à -25 °C et moins plusieurs fois. Compte : 96,1 %, faux positifs 2,4 %. Objectifs atteints au site A; il faudrait un 2e site avec plus de piétons.

            Note : le boîtier imprimé 3D et l'appli web de la Ville, c'est Kevin, pas dans le projet.
            """)),
        ("releves_terrain_CV-25.xlsx", xlsx([
            ("relevés", [
                ["montage", "début", "jours", "passages vidéo", "comptés", "exact (%)", "faux positifs (%)",
                 "remarque"],
                ["C1", D("2025-01-13"), 7, 412, 293, 71, 0.5, "boucle sous la glace"],
                ["C2", D("2025-01-15"), 10, 655, 640, 88, 9.0, "neige forte = faux comptes"],
                ["C3", D("2025-01-28"), 10, 598, 588, 94.2, 4.1, "déneigeuses"],
                ["C4", D("2025-02-17"), 34, 1874, 1846, 96.1, 2.4, "batterie : 34 jours"],
            ]),
        ])),
        ("rapport_ClimaTest_CT-25-061.pdf", pdf([
            ("title", "Rapport d'essais CT-25-061"),
            ("p", "Fonctionnement à basse température d'un compteur radar 60 GHz sur batterie"),
            ("p", "Client : Électronique CompteNord inc., Québec. Unité reçue le 3 mars 2025; essais en chambre "
                  "climatique du 3 au 5 mars 2025. Rapport émis le 12 mars 2025."),
            ("h1", "Méthode"),
            ("p", "Unité C4 (firmware avec mode veille) placée en chambre climatique à -25 °C puis -35 °C. Cible "
                  "mobile (vélo sur rail motorisé, 15 km/h) passée 200 fois à chaque palier. Consommation mesurée "
                  "en continu."),
            ("h1", "Résultats"),
            ("table", [
                ["Palier", "Détections / 200", "Consommation moyenne", "Autonomie calculée"],
                ["-25 °C", "199", "41 mW", "37 jours"],
                ["-35 °C", "197", "46 mW", "31 jours"],
            ]),
            ("p", "Aucune perte de communication. Le givre sur le radôme, simulé par pulvérisation, a fait baisser "
                  "les détections à 188/200 à -35 °C."),
            ("small", "Ces résultats ne valent que pour l'unité soumise."),
        ], header="ClimaTest - Lévis", footer="CT-25-061")),
        ("fiche_produit_CompteNord_CN-24.docx", docx([
            ("title", "CompteNord CN-24 - compteur de piétons pour sentiers"),
            ("p", "Le CN-24 compte les randonneurs dans les parcs et les sentiers, 12 mois par année."),
            ("b", "Boîtier anti-vandale en aluminium"),
            ("b", "Données envoyées par réseau cellulaire chaque nuit"),
            ("b", "Garantie de 3 ans, pièces et main-d'œuvre"),
            ("p", "Offert en location saisonnière pour les événements. Contactez notre équipe des ventes!"),
        ])),
    ],
)

write_cases()
print(f"{len(CASES)} cases written")
