#!/usr/bin/env python3
"""Builds the French multi-file evidence cases of the ninth first-contact set (fr/evidence_first_9).

Run:  python3 make_files.py        then  python3 verify.py
Needs: python-docx, openpyxl, reportlab (standard fonts only). Self-contained (no shared helper module).
Writes every evidence file of every case into this folder, then cases.json (same schema as fr/evidence_first_8:
name, question, language, files, facts, dates, noise, bindings). cases.json is rewritten after each case.

Eight small Quebec firms, 2024-2025 projects, in subjects not used by the earlier French sets: gants d'hiver
tactiles au grand froid (textile, Beauce), hydromel aux levures indigènes (boissons, Lanaudière), poignée de
borne de recharge contre le verglas (électrique, Longueuil), laitue de ferme verticale à faible teneur en nitrates
(agriculture en bâtiment, Mirabel), truite fumée à froid et Listeria (transformation, Abitibi), clins de pin gris
thermomodifié (bois, Lac-Saint-Jean), lecture des bons de livraison manuscrits (logiciel, Québec), cordage à
rupture contrôlée pour casiers à crabe (pêche, Gaspésie).

Each case has 2 to 5 files of mixed formats written the way Quebec firms write: journaux de labo (.md), notes
d'atelier abrégées avec anglicismes (.txt), rapports de labo PDF (reportlab, en-tête et pied de page, tableaux),
rapports DOCX (vrais styles Heading, paragraphes de liste à puces et numérotés, tableaux), classeurs XLSX à
plusieurs feuilles (résultats seulement dans une feuille), CSV (point-virgule, virgule décimale), fils de
courriels. Dates in many French forms: « 3 mars 2025 », « le 2 juin », « 17/04/2025 », « lundi 7 avril »,
« semaine du 10 mars », « du 9 au 12 juin » (both ends are entries), « 2025-04-03 », e-mail headers, dated
summaries (« bilan de la semaine »). French numbers (« 1,2 % », « -10 °C », « 12,5 kg », « 1 700 lb »).

Hard-but-fair features: targets stated with numbers only in a plan, an e-mail or a note; several coded variants
with close values (bindings: the value belongs to its subject, never to the others); failed variants that ruled
something out; results only in a table. Noise: factures, soumissions, listes de prix, textes publicitaires,
infolettres, comité SST, clauses de contrat, points de réunion sur budget ou personnel - whole noise files, or
sections inside a record text file (see NOISE in verify.py). XLSX cells whose text is a fact or a binding value
are typed as text (« 94,2 % »); plain numeric cells (units in the header) never carry one.
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
        else:
            raise ValueError(kind)
    d.save(path)


def _write_pdf(path, spec):
    """A report with a running header and a page footer drawn on every page (reportlab standard fonts)."""
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
    c = {"name": meta["name"], "question": meta["question"], "language": "fr",
         "files": [{"file": f, "contentType": MIME[f.rsplit(".", 1)[1]]} for f, _ in files],
         "facts": meta["facts"], "dates": meta["dates"], "noise": meta["noise"], "bindings": meta["bindings"]}
    assert list(c) == KEYS
    CASES.append(c)
    write_cases()


# === CASES ===
# ---------------------------------------------------------------------------
# C01 gants d'hiver tactiles au grand froid (textile, Saint-Georges de Beauce) - infolettre .txt en bruit
#     (nommée « au cas où »); journal de labo .md (« 13 janvier 2025 », « lundi 20 janvier », « 03/02/2025 »,
#     « semaine du 10 février » avec un « bilan de la semaine (ven. 14 févr.) », « du 24 au 27 février »,
#     « le 10 mars », « 2025-03-17 »); classeur XLSX à trois feuilles (taux de reconnaissance seulement dans
#     « chambre froide », fin des lavages le 2025-03-21 seulement dans « lavages »); rapport Textilab PDF
#     (perte d'isolation seulement dans un tableau). Valeurs voisines : 84,0 % / 88,7 % / 94,2 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_gants_tactiles_grand_froid",
        "question": "Bonjour! Pourriez-vous préparer les lignes 242, 244 et 246 pour notre projet de gants d'hiver tactiles (GT-25)? J'ai déposé le journal de labo de Valérie, le classeur Excel des essais, le rapport de Textilab pis notre dernière infolettre, au cas où.",
        "facts": {
            "242": [["au moins 90 %", "90 % des touches"], ["au plus 5 kΩ"], ["25 lavages"], ["au plus 10 %"]],
            "244": [["fil d'acier inoxydable"], ["fil argenté"], ["silicone chargé au carbone"],
                    ["fibres de carbone"], ["encre conductrice"]],
            "246": [["94,2 %"], ["4,4 kΩ"], ["6,2 %"], ["fendille"], ["noircit"]],
        },
        "dates": ["2025-01-13", "2025-01-20", "2025-02-03", "2025-02-10", "2025-02-14", "2025-02-24",
                  "2025-02-27", "2025-03-10", "2025-03-17", "2025-03-21", "2025-03-25", "2025-04-11",
                  "2025-04-14"],
        "noise": ["Livraison gratuite dès 75 $", "Mitaines en cuir d'orignal", "séjour de pêche blanche"],
        "bindings": [
            {"value": "88,7 %", "subject": "G3", "others": ["G4", "G2"]},
            {"value": "84,0 %", "subject": "G2", "others": ["G3", "G4"]},
            {"value": "38 kΩ", "subject": "G2", "others": ["G1", "G4"]},
        ],
    },
    [
        ("journal_labo_GT-25.md", text("""
            # Journal de labo - GT-25 (gant d'hiver tactile pour le grand froid)
            Mitaines Nordet inc., Saint-Georges (Beauce)
            Tenu par Valérie Poulin, designer technique. Atelier : Kevin Bolduc. Consultant élec. : Maxime Veilleux, ing.

            ## 13 janvier 2025 - kick-off
            Nos clients (livreurs, gars de déneigement, guides de motoneige) veulent répondre au cell sans enlever le gant. Les gants « tactiles » du marché marchent à -5 °C, mais dans un gant isolé comme le nôtre (coque nylon + ouate 200 g + doublure polaire) le signal passe pas : trois couches, de l'air, pis l'humidité qui gèle dans l'ouate. On trouve aucune donnée publiée pour un gant isolé à -30 °C.
            Ce qu'on sait pas :
            - comment faire passer un chemin conducteur à travers l'ouate sans faire un pont thermique;
            - si la résistance du chemin reste stable quand la sueur gèle dans l'ouate;
            - si le chemin tient au lavage.
            Cibles (entente avec Josée, la présidente) :
            - au moins 90 % des touches reconnues à -30 °C (50 touches par testeur sur 3 téléphones, main dans le gant après 20 min en chambre froide)
            - résistance à travers le bout du doigt au plus 5 kΩ
            - garder ces deux cibles après 25 lavages à la machine (cycle délicat, 30 °C)
            - perte d'isolation au plus 10 % par rapport au gant de base (mesure chez Textilab)

            ## lundi 20 janvier - G1
            G1 = fil d'acier inoxydable (316L, 2 plis) brodé en points traversants à travers les 3 couches, bout du pouce et de l'index. La brodeuse bloque dans l'ouate, Kevin l'a fait à la main.
            Test rapide au congélo (-18 °C) : ça marche, mais le doigt refroidit vite, on sent les points.

            ## 03/02/2025 - G2
            G2 = même patron que G1 mais en fil argenté (nylon plaqué argent), plus souple. La brodeuse passe mieux. Résistance super basse au banc (voir Excel).

            ## semaine du 10 février - G3
            Idée de Maxime : arrêter de traverser l'ouate avec du fil. G3 = pastille de silicone chargé au carbone moulée au bout du doigt + ouate compressée à 3 mm sous la pastille + doublure en jersey argenté. Le contact se fait par pression.
            Moule imprimé 3D, cuisson du silicone 10 min à 150 °C. Premier moule plein de bulles, refait mercredi.

            ### bilan de la semaine (ven. 14 févr.)
            - G3 : 6 paires cousues, une pastille décolle au pouce, colle changée
            - G4 cousu cet aprem : G3 + une mèche de fibres de carbone (tow 3K) piquée dans l'ouate pour relier la pastille à la doublure sans compresser l'ouate
            - la commande de fil argenté est en retard, pas grave

            ## du 24 au 27 février - chambre froide
            Chambre climatique du cégep louée à -30 °C. G1 à G4, 3 testeurs, 3 téléphones. Les chiffres sont dans l'Excel (feuille chambre froide).
            Notes à chaud : avec G1 les testeurs se plaignent du froid au bout des doigts après 15 min. G2 marche bien au début pis rate quand le doigt devient moite. G3 rate les touches légères. G4 c'est le meilleur des quatre.

            ## le 10 mars - G5 (encre)
            Piste pour baisser le coût : G5 = encre conductrice à l'argent sérigraphiée sur la doublure + pastille de G3. À -30 °C l'encre fendille dès qu'on plie le doigt, le signal est perdu. Piste abandonnée : cette encre est pas faite pour plier au froid.

            ## 2025-03-17 - début des lavages
            G1 à G4, 25 cycles (laveuse domestique, délicat 30 °C, séchage à plat), mesure de la résistance aux 5 cycles. Résultats dans l'Excel (feuille lavages).

            ## 2025-03-25 - envoi chez Textilab
            Gant de base + G1 à G4 envoyés pour l'isolation thermique (main chauffante).

            ## 14 avril - bilan
            Rapport de Textilab rentré le 11 avril. G4 est retenu : meilleur taux au froid, résistance stable au lavage, perte d'isolation sous la cible. Le fil argenté (G2) noircit au lavage pis sa résistance grimpe, on l'écarte. Les points traversants (G1, G2) font un pont thermique : la perte d'isolation dépasse la cible. G3 dépend trop de la pression du doigt sans la mèche.
            Prochaine étape : une série de 200 paires pour l'hiver 2025-2026.
            """)),
        ("essais_GT-25.xlsx", xlsx([
            ("variantes", [
                ["code", "cousu le", "chemin conducteur", "bout du doigt", "doublure", "remarque"],
                ["G0", None, "aucun", "coque nylon", "polaire", "gant de base"],
                ["G1", D("2025-01-20"), "fil d'acier inoxydable 316L, points traversants", "broderie main",
                 "polaire", ""],
                ["G2", D("2025-02-03"), "fil argenté (nylon plaqué argent), points traversants", "broderie machine",
                 "polaire", ""],
                ["G3", D("2025-02-10"), "contact par pression", "pastille de silicone chargé au carbone",
                 "jersey argenté", "ouate compressée à 3 mm"],
                ["G4", D("2025-02-14"), "mèche de fibres de carbone dans l'ouate", "pastille comme G3",
                 "jersey argenté", ""],
                ["G5", D("2025-03-10"), "encre conductrice à l'argent sur la doublure", "pastille comme G3",
                 "polaire sérigraphiée", "abandonné"],
            ]),
            ("chambre froide", [
                ["code", "date", "T° chambre (°C)", "testeurs", "touches tentées", "touches reconnues",
                 "taux reconnu", "résistance au repos", "remarque"],
                ["G1", D("2025-02-24"), -30, 3, 450, 321, "71,3 %", "1,9 kΩ", "doigts froids après 15 min"],
                ["G2", D("2025-02-24"), -30, 3, 450, 378, "84,0 %", "0,8 kΩ", "rate quand le doigt est moite"],
                ["G3", D("2025-02-27"), -30, 3, 450, 399, "88,7 %", "3,6 kΩ", "rate les touches légères"],
                ["G4", D("2025-02-27"), -30, 3, 450, 424, "94,2 %", "3,1 kΩ", ""],
                ["G5", D("2025-03-10"), -30, 3, 150, 18, "12,0 %", "> 100 kΩ", "encre fendillée au pli"],
            ]),
            ("lavages", [
                ["code", "début", "fin", "R0 (kΩ)", "R après 5 (kΩ)", "R après 10 (kΩ)", "R après 15 (kΩ)",
                 "R après 20 (kΩ)", "R après 25 lavages", "remarque"],
                ["G1", D("2025-03-17"), D("2025-03-21"), 1.9, 2.0, 2.1, 2.2, 2.3, "2,3 kΩ", "fil intact"],
                ["G2", D("2025-03-17"), D("2025-03-21"), 0.8, 3.5, 9.7, 21, 30, "38 kΩ", "fil noirci"],
                ["G3", D("2025-03-17"), D("2025-03-21"), 3.6, 3.9, 4.2, 4.6, 4.8, "4,9 kΩ", ""],
                ["G4", D("2025-03-17"), D("2025-03-21"), 3.1, 3.4, 3.8, 4.1, 4.3, "4,4 kΩ", ""],
            ]),
        ])),
        ("rapport_Textilab_TL-25-0412.pdf", pdf([
            ("title", "Rapport d'essai TL-25-0412"),
            ("p", "Isolation thermique de gants d'hiver - méthode de la main chauffante"),
            ("p", "Client : Mitaines Nordet inc., Saint-Georges. Échantillons reçus le 25 mars 2025 : un gant de "
                  "base (G0) et quatre variantes tactiles (G1 à G4), deux gants droits par variante. Rapport émis "
                  "le 11 avril 2025."),
            ("h1", "1. Méthode"),
            ("p", "Main chauffante à température de surface constante (35 °C), enceinte à -10 °C, vent de "
                  "1 m/s. L'isolation totale est calculée à partir de la puissance fournie en régime permanent et "
                  "exprimée en clo. Trois mesures par gant; la moyenne est rapportée. La perte d'isolation est "
                  "calculée par rapport au gant de base."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Échantillon", "Isolation totale", "Perte vs G0", "Zone froide (thermographie)"],
                ["G0", "1,62 clo", "-", "aucune"],
                ["G1", "1,38 clo", "14,8 %", "bouts du pouce et de l'index"],
                ["G2", "1,40 clo", "13,6 %", "bouts du pouce et de l'index"],
                ["G3", "1,54 clo", "4,9 %", "aucune"],
                ["G4", "1,52 clo", "6,2 %", "aucune"],
            ]),
            ("small", "Incertitude de mesure : ± 0,04 clo."),
            ("break", None),
            ("h1", "3. Observations"),
            ("p", "La thermographie infrarouge montre, pour les deux variantes à points traversants, des zones "
                  "froides nettes au bout des doigts : chaque point de couture crée un passage d'air et un pont "
                  "thermique à travers l'ouate. Les variantes à pastille n'ont pas de zone froide détectable."),
            ("h1", "4. Conclusion"),
            ("p", "Les résultats ne se rapportent qu'aux échantillons soumis à l'essai."),
        ], header="Textilab inc. - Saint-Hyacinthe - Rapport TL-25-0412",
            footer="Reproduction partielle interdite sans l'autorisation écrite du laboratoire")),
        ("infolettre_Nordet_hiver2025.txt", text("""
            INFOLETTRE NORDET - HIVER 2025
            Objet : Nos nouveautés pour le temps des sucres!

            Chère clientèle,

            Découvrez nos Mitaines en cuir d'orignal tannées à la main par des artisans de Wendake, doublées de laine
            bouillie. Parfaites pour la cabane!
            Livraison gratuite dès 75 $ d'achat partout au Québec.
            Concours : gagnez un séjour de pêche blanche pour deux au Lac-Saint-Jean! Tirage à la fin du mois.
            Venez nous voir au Salon Chasse, Pêche et Plein air de Québec, kiosque 412.

            Pour vous désabonner, répondez STOP.
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C02 hydromel sec à levure indigène (boissons, Saint-Alexis, Lanaudière), projet 2024 - fiche produit DOCX
#     publicitaire en bruit; cahier de chai .txt abrégé (« mar 10 sept », « 17/09/2024 », « le 1er oct »,
#     « semaine du 14 oct » avec bilan de la semaine, « vendredi 1er novembre », « 2024-11-04 », « du 2 au 4 déc. »,
#     « 13 janv. 2025 »); CSV des fermentations (fins du 2024-10-27 et du 2024-11-19 seulement là); rapport
#     d'analyse PDF (alcool et sucres résiduels seulement dans le tableau). Valeurs voisines : 1,2 / 0,9 g/L.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_hydromel_levure_indigene",
        "question": "Allô! J'aimerais avoir les lignes 242, 244 pis 246 de la RS&DE pour notre hydromel à levure indigène (HY-24). Je t'envoie le cahier de chai, le CSV des fermentations pis le rapport d'Œnoqual. Y'a aussi la fiche produit de la boutique dans le dossier.",
        "facts": {
            "242": [["au plus 21 jours"], ["moins de 2 g/L"], ["au moins 11 %"], ["7 sur 10"]],
            "244": [["isolat RD-07"], ["phosphate diammonique", "DAP"], ["ajouts échelonnés"],
                    ["bicarbonate de potassium"], ["coinoculation"]],
            "246": [["18 jours"], ["1,2 g/L"], ["11,6 %"], ["œuf pourri"], ["efface le floral"]],
        },
        "dates": ["2024-09-10", "2024-09-17", "2024-10-01", "2024-10-09", "2024-10-14", "2024-10-27",
                  "2024-11-01", "2024-11-04", "2024-11-19", "2024-11-26", "2024-12-02", "2024-12-04",
                  "2024-12-09", "2025-01-13"],
        "noise": ["Accord parfait avec les fromages d'ici", "Offert dans plus de 40 épiceries fines",
                  "24,95 $ la bouteille"],
        "bindings": [
            {"value": "3,4 g/L", "subject": "H3", "others": ["H4", "H5"]},
            {"value": "26 jours", "subject": "H3", "others": ["H4", "H2"]},
            {"value": "0,9 g/L", "subject": "H5", "others": ["H4", "H3"]},
        ],
    },
    [
        ("cahier_chai_HY-24.txt", text("""
            CAHIER DE CHAI - projet HY-24 - hydromel sec, levure maison
            Miellerie du Rang Double, St-Alexis - Sophie M. / Olivier G. (stagiaire microbio)

            objectif (réunion avec Sophie, début du projet) : hydromel sec fait avec NOTRE levure
            (isolat RD-07, pris sur les cadres de la ruche no 12 l'été passé, identifié S. cerevisiae sauvage)
            - ferm. finie en au plus 21 jours à 18 °C (la cuve doit se libérer pour la prochaine batch)
            - sucre résiduel moins de 2 g/L (sinon ça refermente en bouteille)
            - alcool au moins 11 %
            - garder le floral de la levure : au moins 7 sur 10 au panel
            le hic : aucune donnée sur cette souche-là dans un moût de miel (presque pas d'azote, pas de tampon,
            le pH plonge vers 3,0). Les protocoles de nutrition pour le vin marchent-tu avec elle? on sait pas

            mar 10 sept - H1
            moût de miel de trèfle DI 1,085 - 25 L - RD-07 en pied de cuve 48 h - aucun nutriment - 18 °C
            démarre lent, bulles au jour 2

            17/09/2024
            H1 stuck : DI 1,032 depuis 3 jours, pH 3,02. fermentation bloquée, on la met de côté
            H2 = même moût + DAP (phosphate diammonique) 1 g/L tout au départ, comme pour le vin
            H2 jour 3 : odeur d'œuf pourri, full H2S. aération + cuivre, ça revient un peu mais ça part pas

            le 1er oct - H3
            on lâche le DAP. H3 = H1 + nutriments organiques (levures inactivées) en ajouts échelonnés :
            1/3 à 24 h, 1/3 à 48 h, 1/3 au tiers de sucre. aucune odeur. mais la fin traîne, pH tombe à 3,08

            semaine du 14 oct - H4 (lundi férié, ensemencé pareil)
            H4 = H3 + pH tenu au-dessus de 3,6 au bicarbonate de potassium (0,5 g/L au besoin, check pH 2x/jour)
            bilan de la semaine :
            - H2 a fini le 9 oct mais goûte l'oeuf, pas vendable
            - H3 encore à DI 1,010
            - H4 part fort, pH stable

            vendredi 1er novembre
            H4 sec! en 18 jours. rack dans une touque propre
            H3 avait fini le 27 oct (26 jours, trop long pour la cuve)

            2024-11-04 - H5
            pour aller encore plus vite : H5 = H4 + coinoculation avec EC-1118 (10 % de l'inoculum)
            sec en 15 jours (voir CSV). échantillons H1 à H5 partis chez Œnoqual la semaine d'après

            du 2 au 4 déc. - panel
            10 dégustateurs à l'aveugle, note « floral / miel » sur 10
              H3 : 6,9 sur 10
              H4 : 7,8 sur 10
              H5 : 5,1 sur 10 (goûte le vin blanc ordinaire)
              H2 : pas servi (H2S)

            13 janv. 2025 - bilan
            rapport Œnoqual reçu (9 déc.). H4 = recette retenue : vite, sec, alcool ok, floral ok.
            appris : le DAP d'un coup donne de l'H2S avec RD-07 (piste écartée). c'est le pH sous 3,1 qui
            ralentit la fin, pas juste l'azote. la coinoculation va vite mais la levure commerciale prend le
            dessus pis efface le floral -> écartée.
            prochaine étape : batch de 500 L au printemps
            """)),
        ("fermentations_HY-24.csv", text("""
            lot;ensemencement;fin fermentation;durée;DI initiale;DI finale;T° (°C);ajouts;remarque
            H1;2024-09-10;-;bloquée;1,085;1,032;18;aucun;abandonnée, DI figée
            H2;2024-09-17;2024-10-09;22 jours;1,085;0,998;18;DAP 1 g/L au départ;odeur d'œuf pourri dès le jour 3
            H3;2024-10-01;2024-10-27;26 jours;1,085;0,998;18;nutriments organiques, ajouts échelonnés;fin lente, pH 3,08
            H4;2024-10-14;2024-11-01;18 jours;1,085;0,997;18;comme H3 + bicarbonate de potassium;pH tenu > 3,6
            H5;2024-11-04;2024-11-19;15 jours;1,085;0,996;18;comme H4 + coinoculation EC-1118 10 %;
            """)),
        ("rapport_Oenoqual_OQ-24-2291.pdf", pdf([
            ("title", "Rapport d'analyse OQ-24-2291"),
            ("p", "Client : Miellerie du Rang Double, Saint-Alexis. Cinq échantillons d'hydromel (H1 à H5), "
                  "bouteilles de 375 ml. Échantillons reçus le 26 novembre 2024. Rapport émis le 9 décembre 2024."),
            ("h1", "1. Analyses demandées"),
            ("p", "Titre alcoométrique volumique, sucres résiduels (glucose + fructose, méthode enzymatique), pH, "
                  "acidité titrable (exprimée en acide tartrique) et sulfure d'hydrogène libre (chromatographie "
                  "en phase gazeuse, détecteur à chimiluminescence du soufre)."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Échantillon", "Alcool", "Sucres résiduels", "pH", "Acidité titrable", "H2S libre"],
                ["H1", "6,9 % vol", "74 g/L", "3,02", "6,8 g/L", "< 1 µg/L"],
                ["H2", "11,4 % vol", "2,6 g/L", "3,15", "6,1 g/L", "38 µg/L"],
                ["H3", "11,4 % vol", "3,4 g/L", "3,08", "6,5 g/L", "2 µg/L"],
                ["H4", "11,6 % vol", "1,2 g/L", "3,64", "5,2 g/L", "< 1 µg/L"],
                ["H5", "11,7 % vol", "0,9 g/L", "3,61", "5,3 g/L", "< 1 µg/L"],
            ]),
            ("small", "Seuil de perception du H2S dans un vin blanc : environ 1 µg/L."),
            ("h1", "3. Commentaires"),
            ("p", "L'échantillon H2 dépasse largement le seuil de perception du sulfure d'hydrogène. Les "
                  "échantillons H3 et H4 ne diffèrent que par le pH final; l'écart de sucres résiduels est "
                  "cohérent avec un ralentissement de la levure en milieu très acide."),
            ("p", "Les résultats ne se rapportent qu'aux échantillons reçus."),
        ], header="Laboratoire Œnoqual inc. - Saint-Hyacinthe - OQ-24-2291",
            footer="Laboratoire accrédité - ne pas reproduire sans autorisation")),
        ("fiche_produit_boutique.docx", docx([
            ("title", "Hydromel des Moissons - fiche produit"),
            ("p", "Notre cuvée signature, élaborée à la miellerie à partir du miel de trèfle de nos ruches de "
                  "Lanaudière. Notes de tilleul, de pomme mûre et de cire d'abeille."),
            ("h1", "Pourquoi vous allez l'aimer"),
            ("b", "Accord parfait avec les fromages d'ici"),
            ("b", "Offert dans plus de 40 épiceries fines du Québec"),
            ("b", "24,95 $ la bouteille de 750 ml"),
            ("h1", "Visitez-nous"),
            ("p", "Boutique ouverte du jeudi au dimanche, visites guidées des ruches sur réservation."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C03 poignée de borne de recharge contre le verglas (électrique, Longueuil) - pas de fichier de bruit : le bruit
#     est un mémo du comité SST transféré dans le fil de courriels (section « Message transféré »); plan de projet
#     DOCX daté (« Version du 18 novembre 2024 », cibles chiffrées seulement là, hypothèses en liste numérotée);
#     CSV de la chambre froide (essais du 2024-12-03 au 2025-02-11, forces seulement là et dans les courriels);
#     courriels (« jeudi 12 décembre 2024 », « 16/12/2024 », « mardi 14 janvier », « du 10 au 13 mars »);
#     rapport ClimaTest PDF (résultat à -20 °C seulement dans le tableau). Valeurs voisines : 31 / 36 / 38 / 44 N.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_poignee_borne_recharge_verglas",
        "question": "Bonjour, on aurait besoin des lignes 242, 244 et 246 pour le projet BV-24 (poignée de borne de recharge contre le verglas). Dans le dossier : le plan de projet, le CSV de la chambre froide, les courriels avec Parc-O-Boréal et ClimaTest, et le rapport de ClimaTest.",
        "facts": {
            "242": [["au plus 40 N"], ["au plus 15 W"], ["6 mm de verglas"], ["1 000 cycles"]],
            "244": [["revêtement superhydrophobe"], ["élément chauffant PTC"], ["soufflet en silicone"],
                    ["drain incliné"], ["chauffe intermittente"]],
            "246": [["31 N"], ["9,5 W"], ["38 N"], ["perd son effet"], ["trop rigide"]],
        },
        "dates": ["2024-11-18", "2024-12-03", "2024-12-10", "2024-12-12", "2024-12-16", "2025-01-14",
                  "2025-01-28", "2025-02-04", "2025-02-11", "2025-03-03", "2025-03-10", "2025-03-13",
                  "2025-03-28"],
        "noise": ["formation cadenassage", "Inspection mensuelle des extincteurs", "embout d'acier"],
        "bindings": [
            {"value": "44 N", "subject": "V3", "others": ["V4", "V1"]},
            {"value": "36 N", "subject": "V1", "others": ["V4", "V3"]},
            {"value": "58 N", "subject": "V2", "others": ["V4", "V5"]},
        ],
    },
    [
        ("plan_projet_BV-24.docx", docx([
            ("title", "Projet BV-24 - Poignée de borne de recharge résistante au verglas"),
            ("p", "Électro-Borne Rive-Sud inc., Longueuil. Plan de projet préparé par Nadia Chartrand, ing. "
                  "Version du 18 novembre 2024."),
            ("h1", "Contexte"),
            ("p", "Après chaque épisode de pluie verglaçante, les poignées de nos bornes publiques restent prises "
                  "dans leur étui : le verglas soude le loquet à l'étui et remplit l'interstice du loquet. Les "
                  "usagers forcent, cassent des loquets, et les bornes sont hors service jusqu'au passage d'un "
                  "technicien. Les fabricants de connecteurs ne publient aucune donnée sur l'adhérence du verglas "
                  "sur une poignée, et la borne n'a que peu de puissance disponible en veille."),
            ("h1", "Incertitudes technologiques"),
            ("b", "On ne sait pas si un traitement de surface peut réduire l'adhérence du verglas assez longtemps "
                  "malgré l'usure causée par les gants et les insertions répétées."),
            ("b", "On ne sait pas si un chauffage local, limité par le budget de puissance de la borne, peut "
                  "libérer le loquet sans que l'eau de fonte regèle plus bas dans l'étui."),
            ("b", "On ne sait pas si une membrane qui ferme l'interstice du loquet reste assez souple au froid "
                  "pour être actionnée avec une main gantée."),
            ("h1", "Objectifs chiffrés"),
            ("b", "Force de dégagement de la poignée d'au plus 40 N après 6 mm de verglas à -10 °C."),
            ("b", "Puissance de chauffage moyenne d'au plus 15 W (budget de la borne en veille)."),
            ("b", "Performance conservée après 1 000 cycles d'insertion avec des gants de travail."),
            ("b", "Étanchéité IP55 de la poignée conservée."),
            ("h1", "Hypothèses"),
            ("n", "Un revêtement superhydrophobe (silice fluorée) sur l'étui et le loquet empêche le verglas "
                  "d'adhérer."),
            ("n", "Un élément chauffant PTC autorégulé de 12 W logé dans l'étui, près du loquet, fait fondre "
                  "l'interface glace-plastique."),
            ("n", "Un soufflet en silicone sur le loquet empêche l'eau d'entrer dans l'interstice."),
            ("h1", "Plan d'essais"),
            ("table", [
                ["Variante", "Description", "Mesure"],
                ["V1", "revêtement superhydrophobe", "force de dégagement, neuf puis après 1 000 cycles"],
                ["V2", "élément chauffant PTC 12 W, en continu", "force de dégagement, puissance"],
                ["V3", "soufflet en silicone", "force de dégagement, force pour enfoncer le loquet"],
                ["V4", "à définir selon V1 à V3", "force de dégagement, puissance"],
            ]),
            ("p", "Chambre froide maison avec rampe d'arrosage : pluie à 0,5 °C sur la poignée à -10 °C jusqu'à "
                  "6 mm de glace, puis 2 h de maintien. Force mesurée au dynamomètre numérique sur la poignée."),
        ])),
        ("essais_chambre_verglas.csv", text("""
            date;variante;description;verglas (mm);T° chambre (°C);puissance moyenne (W);force de dégagement;cycles avant l'essai;remarque
            2024-12-03;V1;revêtement superhydrophobe étui + loquet;6;-10;0;36 N;0;la glace décolle en plaque
            2024-12-10;V2;élément chauffant PTC 12 W en continu;6;-10;12,0;58 N;0;l'eau de fonte regèle en glaçon au bas de l'étui
            2025-01-14;V3;soufflet en silicone sur le loquet;6;-10;0;44 N;0;62 N pour enfoncer le loquet à -30 °C
            2025-01-28;V4;PTC + drain incliné à 15° + chauffe intermittente;6;-10;9,5;31 N;0;
            2025-02-04;V1;V1 après 1 000 cycles d'insertion;6;-10;0;72 N;1 000;revêtement usé, perd son effet
            2025-02-11;V5;V4 + capuchon magnétique;6;-10;9,5;65 N;0;le capuchon gèle en place
            """)),
        ("courriels_ParcO_ClimaTest.txt", text("""
            De : Nadia Chartrand <nchartrand@electroborne.example>
            Envoyé : jeudi 12 décembre 2024 14:02
            À : Julie Bergeron <jbergeron@parc-o-boreal.example>
            Objet : Bornes gelées - premiers essais

            Bonjour Julie,
            Suite à vos plaintes de l'hiver passé (poignées prises dans la glace dans vos stationnements de Brossard), on a commencé les essais en chambre froide. Le revêtement superhydrophobe (V1) donne 36 N au premier essai, sous notre cible, mais on ne sait pas encore s'il va tenir à l'usure. L'élément chauffant en continu (V2) fait fondre la glace, mais l'eau regèle au bas de l'étui : 58 N, pas mieux qu'une poignée ordinaire.
            Nadia

            ---
            De : Julie Bergeron <jbergeron@parc-o-boreal.example>
            Envoyé : 16/12/2024 08:41
            À : Nadia Chartrand <nchartrand@electroborne.example>
            Objet : RE: Bornes gelées - premiers essais

            Merci Nadia. Pour nous autres, l'important c'est que le monde soit capable de décrocher la poignée avec une main gantée. Pis pas question d'ajouter un gros chauffage : nos bornes sont sur un circuit partagé.
            Je te transfère le mémo de notre comité, tes techniciens vont devoir le suivre quand ils vont installer les prototypes chez nous.

            ---------- Message transféré ----------
            De : Comité SST - Parc-O-Boréal
            Objet : Rappels du mois
            - La formation cadenassage est obligatoire pour tous les techniciens avant la fin du mois prochain.
            - Inspection mensuelle des extincteurs : cochez la fiche dans le local électrique.
            - Bottes à embout d'acier et crampons fournis, demandez à votre superviseur.
            ---------- Fin du message transféré ----------

            ---
            De : Nadia Chartrand <nchartrand@electroborne.example>
            Envoyé : 3 mars 2025 10:15
            À : Marc-André Dion <madion@climatest.example>
            Objet : Réservation de la chambre de pluie verglaçante

            Bonjour Marc-André,
            On voudrait réserver votre chambre de pluie verglaçante du 10 au 13 mars pour faire confirmer notre variante V4 par un tiers, à -10 °C pis à -20 °C. On aimerait aussi que vous repreniez le V1 usé et le V2 pour comparaison.
            Pour info, le soufflet en silicone (V3) qu'on a essayé le mardi 14 janvier est trop rigide à -30 °C : un usager ganté arrive pas à enfoncer le loquet. Et le capuchon magnétique (V5) gèle en place, on a abandonné ces deux pistes-là.
            Nadia

            ---
            De : Marc-André Dion <madion@climatest.example>
            Envoyé : 28 mars 2025 16:30
            À : Nadia Chartrand <nchartrand@electroborne.example>
            Objet : Rapport CT-25-118

            Bonjour Nadia,
            Le rapport est en pièce jointe. En bref : V4 passe la cible aux deux températures, V2 et V1 usé non.
            Marc-André
            """)),
        ("rapport_ClimaTest_CT-25-118.pdf", pdf([
            ("title", "Rapport d'essai CT-25-118"),
            ("p", "Dégagement de poignées de bornes de recharge après pluie verglaçante"),
            ("p", "Client : Électro-Borne Rive-Sud inc., Longueuil. Essais réalisés du 10 au 13 mars 2025 dans la "
                  "chambre de pluie verglaçante de ClimaTest. Rapport émis le 28 mars 2025."),
            ("h1", "1. Méthode"),
            ("p", "Poignée montée dans son étui sur une borne complète. Pluie à 0,5 °C jusqu'à une épaisseur de "
                  "glace de 6 mm mesurée sur un cylindre témoin, puis maintien de 2 h. Force de dégagement "
                  "mesurée avec un dynamomètre fixé à la poignée, traction à 50 mm/min. Puissance moyenne "
                  "enregistrée sur la période de maintien. Trois répétitions par condition."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Variante", "Condition", "Puissance moyenne", "Force de dégagement", "Cible de 40 N"],
                ["V2", "-10 °C, 6 mm", "12,0 W", "58 N", "non atteinte"],
                ["V4", "-10 °C, 6 mm", "9,5 W", "31 N", "atteinte"],
                ["V4", "-20 °C, 6 mm", "11,8 W", "38 N", "atteinte"],
                ["V1 après 1 000 cycles", "-10 °C, 6 mm", "0 W", "72 N", "non atteinte"],
            ]),
            ("small", "Moyenne de 3 répétitions; écart-type de 4 N au plus."),
            ("h1", "3. Observations"),
            ("p", "Sur la variante V2, l'eau de fonte s'accumule au fond de l'étui et regèle. Le drain incliné de "
                  "la variante V4 évacue cette eau avant qu'elle regèle; la chauffe intermittente réduit la "
                  "puissance moyenne. Sur V1 usé, le revêtement est absent des zones de frottement."),
            ("p", "Les résultats ne valent que pour les échantillons essayés."),
        ], header="ClimaTest inc. - Boucherville - Rapport CT-25-118",
            footer="Toute reproduction partielle est interdite")),
    ],
)

# ---------------------------------------------------------------------------
# C04 laitue de ferme verticale à faible teneur en nitrates (agriculture en bâtiment, Mirabel) - soumission
#     d'éclairage PDF en bruit (nommée); courriel du client (cible de nitrates et de masse seulement là, en-têtes
#     « Date : 2025-01-09 » et « Date : 5 mai 2025 »); journal .md (« 20 janvier 2025 », « 27/01/2025 »,
#     « le 3 février », « semaine du 10 mars » avec bilan « ven. 14 mars », « du 12 au 14 avril »,
#     « 2025-04-25 », « 2 mai »); classeur XLSX à trois feuilles (masses et nitrates seulement dans les tableaux,
#     réception des résultats du 2025-03-21 seulement là). Valeurs voisines : 2 180 / 2 410 mg/kg, 158 / 162 g.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_laitue_ferme_verticale_nitrates",
        "question": "Bonjour! Peux-tu nous faire les lignes 242, 244 et 246 pour le projet VL-25 (laitue basse en nitrates)? Le journal de culture de Camille, le classeur des essais et le courriel de Marché Boréal sont dans le dossier, avec une soumission d'éclairage.",
        "facts": {
            "242": [["sous 2 500 mg/kg"], ["au moins 150 g"], ["35 jours"], ["au plus 11 kWh/kg"]],
            "244": [["retrait de l'azote"], ["éclairage continu"], ["ammonium"], ["eau osmosée"],
                    ["bleu à 30 %"]],
            "246": [["2 180 mg/kg"], ["162 g"], ["10,4 kWh/kg"], ["brûlure de la pointe", "tipburn"],
                    ["racines brunes"]],
        },
        "dates": ["2025-01-09", "2025-01-20", "2025-01-27", "2025-02-03", "2025-03-03", "2025-03-10",
                  "2025-03-14", "2025-03-21", "2025-04-12", "2025-04-14", "2025-04-25", "2025-05-02",
                  "2025-05-05"],
        "noise": ["Luminaire DEL horticole 640 W", "Soumission valide 30 jours", "Garantie de 5 ans"],
        "bindings": [
            {"value": "2 410 mg/kg", "subject": "L3", "others": ["L5", "L4"]},
            {"value": "158 g", "subject": "L3", "others": ["L5", "L1"]},
            {"value": "3 380 mg/kg", "subject": "L4", "others": ["L5", "L3"]},
        ],
    },
    [
        ("journal_culture_VL-25.md", text("""
            # Journal de culture - VL-25 (laitue Boston basse en nitrates)
            Les Verdures Laurentides inc., Mirabel - ferme verticale, salle de culture 2
            Tenu par Camille Desjardins, agr. Culture : Jérémie Paquette.

            ## 20 janvier 2025 - démarrage
            Marché Boréal veut une laitue Boston « basse en nitrates » pour sa gamme Petits Boréals (voir le courriel de Marie-Ève). Sous DEL, en hiver, nos laitues dépassent 4 000 mg/kg : la plante accumule le nitrate dans ses vacuoles quand la lumière manque pour le réduire. Les trucs connus en serre (récolter en fin de journée, couper l'azote avant la récolte) n'ont jamais été documentés pour une culture 100 % DEL en NFT avec un cycle aussi serré que le nôtre.
            Contraintes à garder :
            - cycle de 35 jours semis-récolte (sinon on perd une rotation par année sur les racks)
            - au plus 11 kWh/kg de laitue (notre coût d'électricité)
            Variantes prévues :
            - L1 = témoin (solution à 180 ppm de N, 100 % nitrate; 16 h de lumière; rouge:bleu 80:20)
            - L2 = retrait de l'azote les 5 derniers jours (solution sans N)
            - L3 = éclairage continu (24 h) les 72 dernières heures
            - L4 = 30 % de l'azote sous forme d'ammonium, tout le cycle

            ## 27/01/2025 - semis L1 et L2
            Racks 2A et 2B, 120 plants chacun. Cubes de laine de roche, germination en 3 jours.

            ## le 3 février - semis L3 et L4
            Racks 2C et 2D. L4 : le pH de la solution tombe à 5,3 en 2 jours, on corrige au KOH tous les matins.

            ## 3 mars 2025 - récolte L1 et L2
            L2 : jaunissement des feuilles externes dès le 3e jour sans azote, têtes plus légères. Échantillons envoyés chez Agri-Analyses pour les nitrates.

            ## semaine du 10 mars
            Lundi : récolte L3 et L4. L3 : brûlure de la pointe (tipburn) sur les jeunes feuilles du cœur, le calcium suit pas avec la lumière continue. L4 : racines brunes, têtes correctes.
            Semis de L5 le même jour (rack 2A). L5 = retrait de l'azote réduit à 48 h (eau osmosée) + éclairage continu seulement 48 h + bleu à 30 % pendant ces 48 h + ventilation horizontale au cœur des plants.

            ### bilan de la semaine (ven. 14 mars)
            - résultats du labo pour L1 et L2 rentrés (feuille nitrates)
            - L2 baisse le plus, mais la tête est trop légère : on oublie les 5 jours sans azote
            - L3 : tipburn sur 38 % des têtes, invendable

            ## du 12 au 14 avril - fin de cycle L5
            Passage à l'eau osmosée, lumière continue, bleu à 30 %. Récolte lundi matin. Pas de tipburn, feuilles bien vertes.

            ## 2025-04-25 - résultats L5
            Résultats du labo pour L5 rentrés, voir la feuille nitrates.

            ## 2 mai - bilan
            L5 passe les deux exigences de Marché Boréal et reste dans nos 35 jours et sous notre plafond d'énergie. L'éclairage continu de 72 h (L3) est à oublier : le tipburn vient de la lumière continue trop longue, pas d'un manque de calcium dans la solution (Ca à 200 ppm). L'ammonium (L4) baisse un peu les nitrates mais brunit les racines : écarté. Prochaine étape : essai sur les quatre racks de la salle 3.
            """)),
        ("essais_nitrates_VL-25.xlsx", xlsx([
            ("traitements", [
                ["code", "rack", "semis", "récolte", "N solution (ppm)", "part d'ammonium (%)", "fin de cycle",
                 "lumière en fin de cycle"],
                ["L1", "2A", D("2025-01-27"), D("2025-03-03"), 180, 0, "aucun changement", "16 h"],
                ["L2", "2B", D("2025-01-27"), D("2025-03-03"), 180, 0, "retrait de l'azote 5 jours", "16 h"],
                ["L3", "2C", D("2025-02-03"), D("2025-03-10"), 180, 0, "aucun changement",
                 "éclairage continu 72 h"],
                ["L4", "2D", D("2025-02-03"), D("2025-03-10"), 180, 30, "aucun changement", "16 h"],
                ["L5", "2A", D("2025-03-10"), D("2025-04-14"), 180, 0, "eau osmosée 48 h",
                 "éclairage continu 48 h, bleu à 30 %"],
            ]),
            ("récoltes", [
                ["code", "récolte", "têtes récoltées", "masse moyenne par tête", "tipburn (% des têtes)",
                 "énergie", "remarque"],
                ["L1", D("2025-03-03"), 118, "165 g", 0, "9,6 kWh/kg", ""],
                ["L2", D("2025-03-03"), 117, "118 g", 0, "12,9 kWh/kg", "jaunissement des feuilles externes"],
                ["L3", D("2025-03-10"), 119, "158 g", 38, "10,9 kWh/kg", "brûlure de la pointe"],
                ["L4", D("2025-03-10"), 116, "149 g", 2, "10,2 kWh/kg", "racines brunes"],
                ["L5", D("2025-04-14"), 119, "162 g", 0, "10,4 kWh/kg", ""],
            ]),
            ("nitrates", [
                ["code", "résultat reçu le", "nitrates (poids frais)", "matière sèche (%)", "labo"],
                ["L1", D("2025-03-14"), "4 350 mg/kg", 4.6, "Agri-Analyses"],
                ["L2", D("2025-03-14"), "1 620 mg/kg", 5.4, "Agri-Analyses"],
                ["L3", D("2025-03-21"), "2 410 mg/kg", 5.1, "Agri-Analyses"],
                ["L4", D("2025-03-21"), "3 380 mg/kg", 4.8, "Agri-Analyses"],
                ["L5", D("2025-04-25"), "2 180 mg/kg", 5.0, "Agri-Analyses"],
            ]),
        ])),
        ("courriel_MarcheBoreal.txt", text("""
            De : Marie-Ève Lavoie <melavoie@marcheboreal.example>
            Date : 2025-01-09 11:20
            À : Camille Desjardins <camille@verdureslaurentides.example>
            Objet : Laitue Boston - gamme Petits Boréals

            Bonjour Camille,
            Comme on en a parlé au salon, on lance à l'automne une gamme de légumes pour les familles avec de jeunes enfants. Pour la laitue, on exige une teneur en nitrates sous 2 500 mg/kg (poids frais, sur chaque lot livré) et une tête d'au moins 150 g. Le reste du cahier des charges est le même que pour votre Boston régulière.
            Est-ce que c'est faisable en hiver dans votre ferme?
            Marie-Ève Lavoie, catégorie fruits et légumes

            ---
            De : Camille Desjardins <camille@verdureslaurentides.example>
            Date : 5 mai 2025 09:02
            À : Marie-Ève Lavoie <melavoie@marcheboreal.example>
            Objet : RE: Laitue Boston - gamme Petits Boréals

            Bonjour Marie-Ève,
            Bonne nouvelle : notre dernière recette de fin de cycle passe vos deux exigences sans allonger notre cycle. Le détail des essais est dans le classeur joint. On commence un essai à plus grande échelle dans une autre salle; on pourrait vous livrer des échantillons en juin.
            Camille
            """)),
        ("soumission_eclairage_DEL.pdf", pdf([
            ("title", "Soumission S-25-0331"),
            ("p", "Éclairage Horticole Laval inc. - à l'attention de Les Verdures Laurentides inc., Mirabel."),
            ("table", [
                ["Article", "Description", "Qté", "Prix unitaire", "Total"],
                ["LH-640", "Luminaire DEL horticole 640 W, spectre complet", "24", "1 189,00 $", "28 536,00 $"],
                ["CTRL-8", "Contrôleur de gradation 8 zones", "2", "845,00 $", "1 690,00 $"],
                ["INST", "Installation et mise en service", "1", "3 200,00 $", "3 200,00 $"],
            ]),
            ("p", "Sous-total : 33 426,00 $. TPS et TVQ en sus."),
            ("b", "Soumission valide 30 jours."),
            ("b", "Garantie de 5 ans sur les pilotes et les diodes."),
            ("b", "Admissible à la subvention d'efficacité énergétique d'Hydro-Québec (voir notre conseiller)."),
            ("b", "Livraison 6 à 8 semaines après la commande."),
        ], header="Éclairage Horticole Laval inc. - Soumission", footer="Merci de votre confiance!")),
    ],
)

# ---------------------------------------------------------------------------
# C05 truite fumée à froid moins salée et Listeria (transformation, Amos), projet 2024 - facture de copeaux .txt
#     en bruit (nommée); journal .txt abrégé (« 12 août 2024 », « lundi 26 août », « 04/09/2024 », « 1er oct. »,
#     « semaine du 7 oct. », « jeudi 10 oct. », « du 12 au 14 nov. », « 2 déc. »); classeur XLSX (sel mesuré
#     et notes de dégustation seulement là); rapport de challenge test PDF (inoculations du 2024-08-27, du
#     2024-09-05 et du 2024-10-08 seulement dans le tableau, croissance de Listeria seulement là). Valeurs
#     voisines : +0,6 / +0,7 log.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_truite_fumee_froid_listeria",
        "question": "Salut! Faudrait les lignes 242, 244 pis 246 pour la truite fumée à froid (projet TF-24). Y'a le journal de Luc, le fichier Excel des lots, le rapport du challenge test de Boréalab pis une facture de copeaux qui s'est glissée là.",
        "facts": {
            "242": [["au plus 1 log"], ["35 jours"], ["au plus 3 %"]],
            "244": [["culture protectrice", "Carnobacterium"], ["fumée liquide"], ["extrait de canneberge"],
                    ["saumurage par injection"]],
            "246": [["+0,7 log"], ["7,6 sur 9"], ["goût de créosote"], ["couleur rosée"]],
        },
        "dates": ["2024-08-12", "2024-08-26", "2024-08-27", "2024-09-04", "2024-09-05", "2024-10-01",
                  "2024-10-07", "2024-10-08", "2024-10-10", "2024-11-12", "2024-11-14", "2024-11-22",
                  "2024-12-02"],
        "noise": ["Copeaux d'érable à sucre, sac de 20 kg", "Frais de transport 45,00 $",
                  "Escompte 2 % 10 jours"],
        "bindings": [
            {"value": "+0,6 log", "subject": "F2", "others": ["F4", "F3"]},
            {"value": "+1,4 log", "subject": "F3", "others": ["F4", "F5"]},
            {"value": "6,2 sur 9", "subject": "F2", "others": ["F4", "F1"]},
        ],
    },
    [
        ("journal_fumoir_TF-24.txt", text("""
            FUMOIR HARRICANA - journal R-D truite fumée à froid (TF-24)
            Luc T. (maître fumeur) + Annie B. (technologue)

            12 août 2024 - meeting avec Les Marchés Nordiques
            ils veulent notre truite fumée tranchée avec 35 jours de vie en tablette (on est à 21) ET moins salée.
            leurs exigences :
             - Listeria : croissance d'au plus 1 log sur toute la durée de vie à 4 °C (challenge test, labo accrédité)
             - sel au plus 3 % en phase aqueuse (on est à 3,8 % présentement)
             - goût : au moins 7 sur 9 au panel à la fin de la durée de vie
            le problème : dans le fumé à froid c'est le sel pis la fumée qui retiennent Listeria. si on baisse le sel,
            on sait pas quoi d'autre va la retenir 35 jours sans changer le goût. Annie a rien trouvé sur la truite
            arc-en-ciel d'élevage d'ici avec moins de 3,5 % de sel.

            lundi 26 août
            F1 = témoin sel baissé : salage à sec, 3 % visé, fumée de copeaux d'érable 6 h à 22 °C
            F2 = F1 + culture protectrice (Carnobacterium maltaromaticum) pulvérisée sur les filets après le fumage
            tranché, sous vide, boîte isotherme pour Boréalab (leur challenge test part demain)

            04/09/2024
            F3 = fumage raccourci à 2 h + fumée liquide pulvérisée (pour sauver du temps de fumoir)
            F5 = F1 + extrait de canneberge dans le sel (antimicrobien naturel, idée d'un client)
            envoyés chez Boréalab aussi

            1er oct. - dégustation J35 de F1 et F2
            F2 a un goût aigrelet au bout de 35 jours, la culture acidifie trop. F1 ok au goût, on attend le labo.
            idée : dose de culture réduite de moitié + saumurage par injection au lieu du sel à sec, pour que le sel
            soit égal partout (au sel à sec le centre du filet est à 2,4 %)

            semaine du 7 oct.
            F4 = culture protectrice à dose réduite de moitié + saumurage par injection. produit le lundi, parti au labo

            jeudi 10 oct. - dégustation J35 de F3 et F5
            F3 : goût de créosote, tout le monde a grimacé. la fumée liquide c'est non.
            F5 : couleur rosée sur la tranche pis goût de fruit, le monde va penser que c'est pas frais. écarté

            du 12 au 14 nov. - dégustation de F4 (J35 à J37)
            bon goût, pas aigrelet (voir Excel)

            2 déc. - bilan
            rapport Boréalab reçu (22 nov.). F4 = notre nouvelle recette. le saumurage par injection rend le sel égal
            dans le filet, ça aide autant que la culture. fumée liquide pis canneberge retiennent pas assez Listeria,
            en plus du goût. F1 seul à 3 % de sel : Listeria pousse trop. baisser le sel sans rien d'autre, ça marche pas.
            prochaine étape : validation sur 3 lots de production en janvier
            """)),
        ("lots_TF-24.xlsx", xlsx([
            ("lots", [
                ["lot", "production", "salage", "sel visé (%)", "sel mesuré (phase aqueuse)", "fumage", "ajout"],
                ["F1", D("2024-08-26"), "à sec", 3.0, "3,0 %", "copeaux d'érable 6 h", "aucun"],
                ["F2", D("2024-08-26"), "à sec", 3.0, "3,0 %", "copeaux d'érable 6 h",
                 "culture protectrice (Carnobacterium), dose pleine"],
                ["F3", D("2024-09-04"), "à sec", 3.0, "2,9 %", "copeaux 2 h + fumée liquide", "aucun"],
                ["F4", D("2024-10-07"), "saumurage par injection", 3.0, "2,9 %", "copeaux d'érable 6 h",
                 "culture protectrice, dose réduite de moitié"],
                ["F5", D("2024-09-04"), "à sec", 3.0, "3,1 %", "copeaux d'érable 6 h", "extrait de canneberge"],
            ]),
            ("dégustation", [
                ["lot", "date (J35)", "panélistes", "note globale", "commentaire"],
                ["F1", D("2024-10-01"), 8, "6,9 sur 9", "correct, un peu sec"],
                ["F2", D("2024-10-01"), 8, "6,2 sur 9", "goût aigrelet"],
                ["F3", D("2024-10-10"), 8, "4,1 sur 9", "goût de créosote"],
                ["F5", D("2024-10-10"), 8, "5,3 sur 9", "couleur rosée, goût de fruit"],
                ["F4", D("2024-11-12"), 8, "7,6 sur 9", ""],
            ]),
        ])),
        ("rapport_Borealab_BL-24-0877.pdf", pdf([
            ("title", "Rapport d'essai BL-24-0877"),
            ("p", "Épreuve de croissance (challenge test) - Listeria monocytogenes dans la truite fumée à froid"),
            ("p", "Client : Fumoir Harricana inc., Amos. Cinq lots (F1 à F5) reçus sous vide, réfrigérés. "
                  "Rapport émis le 22 novembre 2024."),
            ("h1", "1. Méthode"),
            ("p", "Inoculation de surface d'un mélange de trois souches de L. monocytogenes (environ 100 UFC/g), "
                  "emballage sous vide, entreposage à 4 °C. Dénombrement sur gélose ALOA aux jours 0, 14, 28 et "
                  "35, trois emballages par point. Le critère demandé par le client est une croissance d'au "
                  "plus 1 log entre le jour 0 et le jour 35."),
            ("h1", "2. Résultats (log UFC/g, moyenne de 3)"),
            ("table", [
                ["Lot", "Inoculation", "J0", "J14", "J28", "J35", "Croissance J0-J35"],
                ["F1", "2024-08-27", "2,1", "3,0", "3,9", "4,4", "+2,3 log"],
                ["F2", "2024-08-27", "2,0", "2,2", "2,5", "2,6", "+0,6 log"],
                ["F3", "2024-09-05", "2,1", "2,6", "3,2", "3,5", "+1,4 log"],
                ["F5", "2024-09-05", "2,2", "2,9", "3,7", "4,1", "+1,9 log"],
                ["F4", "2024-10-08", "2,1", "2,3", "2,6", "2,8", "+0,7 log"],
            ]),
            ("h1", "3. Conclusion"),
            ("p", "Deux lots respectent le critère du client; les trois autres le dépassent. Les résultats ne se "
                  "rapportent qu'aux échantillons analysés."),
        ], header="Boréalab inc. - Rouyn-Noranda - Rapport BL-24-0877",
            footer="Laboratoire accrédité ISO/IEC 17025")),
        ("facture_Copeaux_Nord.txt", text("""
            COPEAUX DU NORD ENR. - La Sarre (Québec)
            FACTURE no 24-0412
            Facturé à : Fumoir Harricana inc., Amos

            Qté  Description                                   Prix unit.   Montant
            12   Copeaux d'érable à sucre, sac de 20 kg          14,50 $     174,00 $
             4   Sciure de hêtre, sac de 15 kg                   11,75 $      47,00 $
                 Frais de transport 45,00 $
                 Sous-total                                                 266,00 $
                 TPS 5 %                                                     13,30 $
                 TVQ 9,975 %                                                 26,53 $
                 TOTAL                                                      305,83 $

            Conditions : Escompte 2 % 10 jours, net 30 jours.
            Merci de faire affaire avec une entreprise de la région!
            """)),
    ],
)

# ---------------------------------------------------------------------------
# C06 clins de pin gris thermomodifié (bois, Roberval) - soumission DOCX avec clauses de contrat en bruit
#     (nommée); rapport d'étape DOCX (« Rapport d'étape du 18 août 2025 », cibles chiffrées, hypothèses en liste
#     numérotée, méthode en liste numérotée, constats sans chiffres); CSV des cycles du four (« 2025-04-03 »...,
#     fentes seulement là); notes de cour .txt (« 17/04/2025 », « lundi 26 mai », « 2025-06-02 »,
#     « du 9 au 12 juin », « le 24 juillet »); rapport du CEB PDF (ASE et perte de MOR seulement dans le
#     tableau). Valeurs voisines : 45,9 / 46,8 / 47,6 %, 22,8 / 23,5 / 27,4 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_clins_pin_gris_thermomodifie",
        "question": "Bonjour, pourriez-vous rédiger les lignes 242, 244 et 246 pour notre projet de clins de pin gris thermomodifié (TM-25)? Vous avez le rapport d'étape de Guillaume, le CSV des cycles du four, les notes de cour de Mélanie, le rapport du CEB et une soumission envoyée à un client.",
        "facts": {
            "242": [["au moins 40 %"], ["au plus 25 %"], ["aucune exsudation"], ["au plus 5 %"]],
            "244": [["rampe lente"], ["préséchage à 6 %"], ["vapeur saturée"], ["palier de dérésinage"],
                    ["scellant à nœuds"]],
            "246": [["47,6 %"], ["22,8 %"], ["cassant", "cassantes"], ["cloque"], ["aucune gouttelette"]],
        },
        "dates": ["2025-04-03", "2025-04-10", "2025-04-17", "2025-04-24", "2025-05-08", "2025-05-22",
                  "2025-05-26", "2025-06-02", "2025-06-09", "2025-06-12", "2025-07-11", "2025-07-24",
                  "2025-08-18"],
        "noise": ["Retenue contractuelle de 10 %", "Pénalité de 500 $ par jour de retard"],
        "bindings": [
            {"value": "45,9 %", "subject": "T3", "others": ["T5", "T4"]},
            {"value": "27,4 %", "subject": "T3", "others": ["T5", "T4"]},
            {"value": "36,2 %", "subject": "T2", "others": ["T5", "T3"]},
        ],
    },
    [
        ("rapport_etape_TM-25.docx", docx([
            ("title", "Projet TM-25 - Clins de pin gris thermomodifié : rapport d'étape"),
            ("p", "Clins Boréal inc., Roberval. Rédigé par Guillaume Simard, ing. f., directeur technique. "
                  "Rapport d'étape du 18 août 2025."),
            ("h1", "1. Problématique"),
            ("p", "Le pin gris est abondant au Lac-Saint-Jean, mais il est résineux et noueux, et il se vend mal "
                  "en revêtement extérieur parce qu'il gonfle, fend et suinte au soleil. La thermomodification "
                  "(chauffage du bois sec à 180-220 °C sous atmosphère contrôlée) stabilise l'épinette et le pin "
                  "sylvestre en Europe, mais les horaires publiés rendent le pin gris cassant, fendent les bouts "
                  "et font migrer la résine vers la surface. Nous ne savons pas quel horaire de cuisson donne à la "
                  "fois la stabilité, une résistance suffisante et une surface sans résine pour cette essence."),
            ("h1", "2. Objectifs chiffrés"),
            ("b", "Efficacité anti-gonflement (ASE) d'au moins 40 % par rapport au bois non traité."),
            ("b", "Perte de module de rupture (MOR) d'au plus 25 %."),
            ("b", "Aucune exsudation de résine après 6 semaines d'exposition plein sud."),
            ("b", "Taux de rejet pour fentes en bout d'au plus 5 %."),
            ("h1", "3. Hypothèses"),
            ("n", "Un palier plus bas (190 °C au lieu de 212 °C) limite la perte de résistance."),
            ("n", "Une rampe lente (8 °C/h) et un préséchage à 6 % réduisent les fentes en bout."),
            ("n", "De la vapeur saturée pendant la montée limite l'oxydation et la perte de résistance."),
            ("n", "Un palier de dérésinage à 130 °C fait sortir la résine avant qu'elle se fige sous la surface."),
            ("h1", "4. Méthode"),
            ("p", "Four de thermomodification de 12 m³ loué, charges de 850 pi-mp de planches de 1 x 6 po "
                  "rabotées. Chaque cycle suit les étapes suivantes :"),
            ("n", "séchage ou préséchage jusqu'à l'humidité visée;"),
            ("n", "montée en température selon la rampe du cycle, avec ou sans vapeur;"),
            ("n", "palier de thermomodification (température et durée du cycle);"),
            ("n", "refroidissement et reconditionnement à l'eau pulvérisée jusqu'à 5 % d'humidité."),
            ("p", "Éprouvettes envoyées au Centre d'essais du bois (CEB) pour l'ASE et le MOR; planches posées sur "
                  "notre banc d'exposition pour la résine."),
            ("h1", "5. Constats"),
            ("p", "Le palier de 212 °C (T1) stabilise bien le bois mais le rend cassant : piste écartée. Le palier "
                  "de 190 °C (T2) ne stabilise pas assez et la résine coule aux nœuds. Le scellant à nœuds appliqué "
                  "avant le four (T2b) cloque à la chaleur et ne retient pas la résine. Le préséchage avec la rampe "
                  "lente règle les fentes en bout dès T3. La vapeur (T4) réduit la perte de résistance, et le "
                  "palier de dérésinage (T5) élimine la résine en surface. Le cycle T5 atteint les quatre "
                  "objectifs (voir le rapport du CEB et les notes d'exposition)."),
            ("h1", "6. Suite"),
            ("p", "Trois cycles de production T5 à l'automne pour confirmer la répétabilité."),
        ])),
        ("cycles_four_TM-25.csv", text("""
            date;cycle;charge (pi-mp);humidité avant cycle (%);rampe (°C/h);palier de dérésinage;palier (°C);durée du palier (h);vapeur saturée;fentes en bout (%);remarque
            2025-04-03;T1;850;12;15;non;212;2;non;9,4;planches cassantes au délignage
            2025-04-10;T2;850;12;15;non;190;3;non;11,0;résine qui coule aux nœuds à la sortie
            2025-04-17;T2b;400;12;15;non;190;3;non;10,6;scellant à nœuds appliqué avant le cycle
            2025-04-24;T3;850;6;8;non;200;3;non;4,2;préséchage à 6 % + rampe lente
            2025-05-08;T4;850;6;8;non;200;3;oui;3,1;
            2025-05-22;T5;850;6;8;130 °C pendant 4 h;200;3;oui;2,8;
            """)),
        ("notes_cour_TM-25.txt", text("""
            NOTES COUR À BOIS - TM-25 - Mélanie G.

            17/04/2025 - T2b
            essai rapide : scellant à nœuds (gomme-laque) au pinceau sur 40 planches avant le four pour bloquer la résine.
            résultat : le scellant cloque dans le four pis la résine passe pareil. on oublie ça.

            lundi 26 mai - sortie T5
            couleur brun moyen uniforme, pas de fente visible sur les 20 premières planches. ça sent le caramel.

            2025-06-02
            éprouvettes T1 à T5 + témoin non traité parties au CEB (ASE + flexion)

            du 9 au 12 juin - banc d'exposition
            12 planches par cycle, T2 à T5 (T1 trop cassant, pas la peine), plein sud, clous inox, pente 45°

            le 24 juillet - fin des 6 semaines d'exposition
            T2 : résine qui coule aux nœuds, coulisses collantes sur 9 planches sur 12
            T3 : gouttelettes aux gros nœuds sur 4 planches
            T4 : gouttelettes sur 2 planches
            T5 : aucune gouttelette, le palier de dérésinage fait la job
            """)),
        ("rapport_CEB_25-061.pdf", pdf([
            ("title", "Rapport d'essais CEB-25-061"),
            ("p", "Stabilité dimensionnelle et résistance en flexion de pin gris thermomodifié"),
            ("p", "Client : Clins Boréal inc., Roberval. Échantillons reçus le 2 juin 2025 : éprouvettes d'un témoin "
                  "non traité et de cinq cycles de thermomodification (T1 à T5). Rapport émis le 11 juillet 2025."),
            ("h1", "1. Méthodes"),
            ("p", "Efficacité anti-gonflement (ASE) : gonflement volumique après immersion de 24 h, comparé au "
                  "témoin, 10 éprouvettes de 20 x 20 x 10 mm par cycle. Module de rupture (MOR) : flexion trois "
                  "points sur éprouvettes sans défaut de 20 x 20 x 300 mm, 10 par cycle, conditionnées à 20 °C et "
                  "65 % d'humidité relative."),
            ("h1", "2. Résultats"),
            ("table", [
                ["Cycle", "ASE", "MOR moyen", "Perte de MOR", "Rupture"],
                ["Témoin", "-", "72,0 MPa", "-", "fibreuse"],
                ["T1", "58,3 %", "42,5 MPa", "41,0 %", "fragile, nette"],
                ["T2", "36,2 %", "63,4 MPa", "11,9 %", "fibreuse"],
                ["T3", "45,9 %", "52,3 MPa", "27,4 %", "mixte"],
                ["T4", "46,8 %", "55,1 MPa", "23,5 %", "mixte"],
                ["T5", "47,6 %", "55,6 MPa", "22,8 %", "mixte"],
            ]),
            ("small", "Moyennes de 10 éprouvettes. Coefficient de variation du MOR : 9 % à 14 %."),
            ("h1", "3. Commentaires"),
            ("p", "La rupture fragile du cycle à 212 °C est typique d'une dégradation avancée des hémicelluloses. "
                  "Les résultats ne se rapportent qu'aux éprouvettes reçues."),
        ], header="Centre d'essais du bois (CEB) - Chicoutimi - Rapport CEB-25-061",
            footer="Document à diffusion restreinte")),
        ("soumission_Chalets_LacBouchette.docx", docx([
            ("title", "Soumission no 2025-118"),
            ("p", "Clins Boréal inc. à Chalets du Lac-Bouchette inc. - revêtement extérieur pour 14 chalets locatifs."),
            ("table", [
                ["Produit", "Quantité", "Prix", "Montant"],
                ["Clin de pin gris thermomodifié 1 x 6 po", "18 500 pi-lin.", "2,85 $/pi-lin.", "52 725,00 $"],
                ["Planches de coin assorties", "56", "24,00 $", "1 344,00 $"],
            ]),
            ("h1", "Clauses"),
            ("n", "Retenue contractuelle de 10 % jusqu'à la réception finale des travaux."),
            ("n", "Pénalité de 500 $ par jour de retard de livraison."),
            ("n", "Paiement à 45 jours de la date de facture."),
            ("n", "Le client est responsable de l'entreposage au sec sur le chantier."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C07 lecture des bons de livraison manuscrits hors ligne (logiciel, Québec) - compte rendu de CA DOCX en bruit
#     (budget, personnel, bail; nommé); courriels du client (cibles seulement là; en-tête de réponse
#     « Le mer. 8 janv. 2025, à 09 h 14 » et « Date : 2025-05-30 »); journal de dev .md (« 13 janvier 2025 »,
#     « 27/01/2025 », « le 10 février », « semaine du 3 mars » avec bilan « vendredi 7 mars »,
#     « du 24 au 28 mars », « mardi 8 avril », « 2025-04-22 », « 16 mai »); CSV de validation (validations du
#     2025-02-14 et du 2025-04-11 seulement là, taux d'erreur seulement là). Valeurs voisines : 1,6 / 2,1 / 2,3 %.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_bons_livraison_manuscrits_ocr",
        "question": "Bonjour! Pouvez-vous préparer les lignes 242, 244 et 246 du T661 pour BonScan, notre lecture des bons de livraison manuscrits? Ci-joints : le journal de dev, le CSV de validation, les courriels avec Distribution Laurentienne pis le compte rendu du dernier CA.",
        "facts": {
            "242": [["au plus 2 %"], ["moins de 3 s"], ["hors ligne"], ["au moins 95 %"]],
            "244": [["TrOCR"], ["données synthétiques"], ["correction par lexique"]],
            "246": [["1,6 %"], ["2,4 s"], ["96,1 %"], ["transforme des quantités"], ["confond les 1"]],
        },
        "dates": ["2025-01-08", "2025-01-13", "2025-01-27", "2025-02-10", "2025-02-14", "2025-03-03",
                  "2025-03-07", "2025-03-24", "2025-03-28", "2025-04-08", "2025-04-11", "2025-04-22",
                  "2025-05-16", "2025-05-30"],
        "noise": ["Budget marketing de 15 000 $", "Embauche d'une adjointe administrative",
                  "Renouvellement du bail"],
        "bindings": [
            {"value": "2,3 %", "subject": "M3", "others": ["M4", "M5"]},
            {"value": "2,1 %", "subject": "M5", "others": ["M4", "M3"]},
        ],
    },
    [
        ("journal_dev_BonScan.md", text("""
            # Journal de dev - BonScan (lecture des bons de livraison manuscrits)
            Logistik Capitale inc., Québec - Équipe : Rosalie Bédard (ML), Kevin Pelletier (Android), Yan Tessier (annotation)

            ## 13 janvier 2025 - démarrage
            Distribution Laurentienne (voir les courriels de Stéphane) veut que ses chauffeurs prennent une photo du bon de livraison signé au lieu de le rapporter au bureau. Le problème : les quantités reçues sont souvent corrigées à la main par le client (chiffres raturés, réécrits à côté), les bons sont pliés, mouillés, pleins de givre quand ils sortent du camion réfrigéré, pis la tablette est souvent dans un sous-sol de restaurant sans réseau. Les OCR du marché lisent bien l'imprimé mais mal l'écriture cursive québécoise sur papier carbone, et aucun ne roule sur une tablette durcie sans connexion.
            Ce qu'on sait pas : si un modèle assez petit pour la tablette peut lire les chiffres manuscrits avec l'exactitude demandée, pis comment reconnaître un chiffre raturé d'un chiffre valide.

            ## 27/01/2025 - M1 baseline
            M1 = Tesseract 5 sur les champs recadrés (gabarit du bon). 600 bons réels du client pour le jeu de test, annotés par Yan. Ça lit l'imprimé, mais les quantités manuscrites c'est la catastrophe (voir CSV). Tesseract est écarté pour les champs manuscrits.

            ## le 10 février - M2
            M2 = TrOCR (base) fine-tuné sur 4 000 champs manuscrits annotés. Entraînement sur le GPU loué, 3 jours. Beaucoup mieux, mais encore loin de la cible sur les bons pliés ou mouillés.

            ## semaine du 3 mars - M3
            M3 = M2 + données synthétiques : on génère 40 000 champs avec plis, taches de café, buée pis givre simulés, écriture de 25 volontaires du bureau.

            ### bilan de la semaine (vendredi 7 mars)
            - M3 presque à la cible sur le jeu de test
            - mais sur la tablette (Snapdragon milieu de gamme) le temps par bon explose, le modèle float32 est trop gros
            - Yan a trouvé 31 bons avec des quantités raturées que le modèle lit comme valides : faut un détecteur

            ## du 24 au 28 mars - test terrain
            3 chauffeurs, 212 livraisons, M3 sur tablette. Les chauffeurs attendent trop longtemps pis reprennent la photo. Deux bons raturés mal lus ont causé des erreurs de facturation.

            ## mardi 8 avril - M4
            M4 = M3 + détection des ratures (petit classifieur sur le champ, avant la lecture) + quantification int8 du modèle pour la tablette.

            ## 2025-04-22 - M5
            Idée de Kevin : M5 = M4 + correction par lexique (on force la sortie vers les codes produits et les formats de quantité connus du client). Le no de bon s'améliore, mais le lexique transforme des quantités valides en quantités « probables » (ex. 17 lu 12). Écarté pour les quantités : on garde M4.

            ## 16 mai - bilan
            M4 respecte les trois cibles du client. Appris : l'augmentation synthétique compte plus que la taille du modèle; la quantification int8 ne coûte presque rien en exactitude; forcer un lexique sur des chiffres manuscrits est dangereux. Prochaine étape : déploiement sur 20 camions.
            """)),
        ("validation_BonScan.csv", text("""
            date;version;modèle;jeu de test;erreur quantités;erreur no de bon;ratures détectées;temps par bon (tablette);remarque
            2025-01-27;M1;Tesseract 5, champs recadrés;600 bons;18,7 %;6,2 %;-;1,1 s;confond les 1 et les 7
            2025-02-14;M2;TrOCR fine-tuné, 4 000 champs;600 bons;4,9 %;1,8 %;-;5,6 s;
            2025-03-07;M3;M2 + données synthétiques;600 bons;2,3 %;1,2 %;-;5,8 s;trop lent sur la tablette
            2025-04-11;M4;M3 + détection des ratures + quantification int8;600 bons;1,6 %;1,1 %;96,1 %;2,4 s;
            2025-04-22;M5;M4 + correction par lexique;600 bons;2,1 %;0,7 %;95,8 %;2,6 s;le lexique transforme des quantités
            """)),
        ("courriels_DistributionLaurentienne.txt", text("""
            De : Rosalie Bédard <rbedard@logistikcapitale.example>
            À : Stéphane Morin <smorin@distlaurentienne.example>
            Objet : RE: Bons de livraison - ce qu'il vous faut

            Merci Stéphane, c'est noté. On part le projet lundi prochain.
            Rosalie

            Le mer. 8 janv. 2025, à 09 h 14, Stéphane Morin <smorin@distlaurentienne.example> a écrit :
            > Bonjour Rosalie,
            > Pour que ça vaille la peine pour nous, il faudrait :
            > - une erreur sur les quantités reçues d'au plus 2 % (c'est ça qu'on facture);
            > - que ça marche hors ligne, nos gars livrent dans des sous-sols pis des chambres froides sans réseau;
            > - moins de 3 s par bon sur la tablette, sinon les chauffeurs vont arrêter de s'en servir;
            > - qu'au moins 95 % des quantités raturées soient signalées pour vérification.
            > Stéphane Morin, directeur des opérations

            ---
            De : Rosalie Bédard <rbedard@logistikcapitale.example>
            Date : 2025-05-30 15:47
            À : Stéphane Morin <smorin@distlaurentienne.example>
            Objet : BonScan - version pour le déploiement

            Bonjour Stéphane,
            La version M4 passe vos quatre exigences sur le jeu de test de 600 bons, les chiffres sont dans le fichier de validation joint. On a essayé de corriger les lectures avec votre liste de codes produits (M5), mais ça dégrade les quantités, donc on ne l'a pas gardé.
            On peut commencer le déploiement sur 20 camions quand vous voulez.
            Rosalie
            """)),
        ("compte_rendu_CA_avril.docx", docx([
            ("title", "Compte rendu - réunion du conseil d'administration"),
            ("p", "Logistik Capitale inc. Présents : Marc Tessier (président), Rosalie Bédard, Julie Caron "
                  "(finances), Me André Gosselin (secrétaire)."),
            ("h1", "1. Budget 2025-2026"),
            ("b", "Budget marketing de 15 000 $ pour le Salon du transport de Québec."),
            ("b", "Marge de crédit maintenue à 250 000 $ avec la caisse."),
            ("h1", "2. Personnel"),
            ("b", "Embauche d'une adjointe administrative à temps plein."),
            ("b", "Augmentation salariale de 3 % pour l'ensemble des employés."),
            ("b", "Politique de vacances : une semaine supplémentaire après cinq ans de service."),
            ("h1", "3. Bureaux"),
            ("b", "Renouvellement du bail des bureaux de Lebourgneuf pour cinq ans, loyer indexé de 2 % par année."),
            ("h1", "4. Varia"),
            ("p", "Prochaine réunion à déterminer. Levée de l'assemblée."),
        ])),
    ],
)

# ---------------------------------------------------------------------------
# C08 cordage à rupture contrôlée pour casiers à crabe (pêche, Paspébiac) - deux fichiers seulement : un classeur
#     XLSX à quatre feuilles dont un journal daté (cellules date et textes « semaine du 10 mars »,
#     « lundi 7 avril », « 17/04/2025 », « du 7 au 9 juillet ») et des résultats seulement dans les feuilles
#     traction et immersion; un fil de courriels (cibles seulement là, la cible de rupture écrite en livres et en
#     kN; « 3 février 2025 », « 2025-07-18 ») dont le bruit est une infolettre transférée.
# ---------------------------------------------------------------------------
case(
    {
        "name": "fr_cordage_casiers_crabe_rupture",
        "question": "Salut! Peux-tu me sortir les lignes 242, 244 pis 246 pour le cordage à rupture contrôlée (RC-25)? J'ai juste le classeur des essais pis les courriels avec Rémi.",
        "facts": {
            "242": [["au plus 7,5 kN", "1 700 lb"], ["au moins 6,2 kN"], ["90 jours"], ["au plus 8 %"]],
            "244": [["épissure affaiblie"], ["manchon en plastique"], ["torons mixtes"], ["torons de polyester"],
                    ["enduit anti-abrasion"]],
            "246": [["7,4 kN"], ["6,6 kN"], ["casse net"]],
        },
        "dates": ["2025-02-03", "2025-02-05", "2025-02-17", "2025-02-24", "2025-03-10", "2025-03-17",
                  "2025-03-31", "2025-04-07", "2025-04-17", "2025-07-07", "2025-07-09", "2025-07-18"],
        "noise": ["Tournoi de golf annuel des crabiers", "Cotisation annuelle de 350 $"],
        "bindings": [
            {"value": "5,6 kN", "subject": "C3", "others": ["C4", "C5"]},
        ],
    },
    [
        ("essais_cordage_RC-25.xlsx", xlsx([
            ("journal", [
                ["date", "qui", "entrée"],
                [D("2025-02-17"), "Roxanne",
                 "C1 = PP 3 torons 11 mm (notre cordage standard) avec épissure affaiblie (2 passes au lieu de 5) "
                 "pour que ça casse à l'épissure. Traction : voir la feuille traction."],
                [D("2025-02-24"), "Denis",
                 "C2 = cordage standard + manchon en plastique (maillon faible en nylon moulé) entre deux bouts "
                 "épissés."],
                ["semaine du 10 mars", "Roxanne",
                 "C2 refroidi à -5 °C (l'eau d'avril avec les embruns gelés) : le manchon casse net au premier "
                 "choc sur le banc, bien en bas de la charge visée. Piste écartée : le nylon moulé devient fragile "
                 "au froid."],
                [D("2025-03-17"), "Roxanne",
                 "C3 = torons mixtes (2 torons PP + 1 toron polyester), 11 mm, sans épissure affaiblie : c'est le "
                 "cordage au complet qui casse à la bonne charge."],
                [D("2025-03-31"), "Denis",
                 "C4 = 3 torons de polyester, 8 mm, commis plus serré. Plus cher au mètre, mais le polyester perd "
                 "moins en mer que le PP."],
                ["lundi 7 avril", "Roxanne + Rémi",
                 "Mise à l'eau de 20 bouts de C3 et de C4 sur un casier actif du bateau de Rémi au quai de "
                 "Paspébiac (frottement sur le bord, glace, soleil). Retrait après 90 jours."],
                ["17/04/2025", "Roxanne",
                 "C5 = C4 + enduit anti-abrasion (polyuréthane) pour protéger les torons au halage. Traction à "
                 "neuf dans la feuille traction."],
                ["du 7 au 9 juillet", "Roxanne + Denis",
                 "Retrait des bouts le lundi, traction le mercredi sur 10 bouts par variante. C5 pas mis à l'eau : "
                 "trop fort à neuf, on dépasse le maximum."],
            ]),
            ("variantes", [
                ["code", "construction", "diamètre (mm)", "particularité"],
                ["C1", "PP 3 torons", 11, "épissure affaiblie (2 passes)"],
                ["C2", "PP 3 torons", 11, "manchon en plastique (nylon moulé)"],
                ["C3", "torons mixtes PP + polyester", 11, "aucune"],
                ["C4", "3 torons de polyester", 8, "commis serré"],
                ["C5", "3 torons de polyester", 8, "enduit anti-abrasion (polyuréthane)"],
            ]),
            ("traction", [
                ["code", "date", "condition", "bouts", "charge de rupture moyenne", "CV (%)", "mode de rupture"],
                ["C1", D("2025-02-17"), "neuf, 20 °C", 10, "6,9 kN", 19.0, "glissement de l'épissure"],
                ["C2", D("2025-02-24"), "neuf, 20 °C", 10, "7,1 kN", 4.2, "au manchon"],
                ["C2", "sem. du 10 mars", "neuf, -5 °C", 10, "3,2 kN", 22.5, "casse net au manchon"],
                ["C3", D("2025-03-17"), "neuf, 20 °C", 10, "7,3 kN", 5.5, "pleine longueur"],
                ["C4", D("2025-03-31"), "neuf, 20 °C", 10, "7,4 kN", 6.1, "pleine longueur"],
                ["C5", D("2025-04-17"), "neuf, 20 °C", 10, "8,1 kN", 5.2, "pleine longueur"],
            ]),
            ("immersion", [
                ["code", "mise à l'eau", "retrait", "essai", "charge de rupture après 90 jours", "perte (%)",
                 "CV (%)"],
                ["C3", D("2025-04-07"), D("2025-07-07"), D("2025-07-09"), "5,6 kN", 23.3, 9.4],
                ["C4", D("2025-04-07"), D("2025-07-07"), D("2025-07-09"), "6,6 kN", 10.8, 6.8],
            ]),
        ])),
        ("courriels_crabiers_RC-25.txt", text("""
            De : Rémi Lebreux <capitaine.lebreux@crabiers-gaspesie.example>
            Envoyé : 3 février 2025 07:12
            À : Roxanne Cyr <rcyr@cordagesbdc.example>
            Objet : Cordage pour la saison

            Salut Roxanne,
            Comme je t'ai dit au téléphone, avec les fermetures de zones à cause des baleines noires, on veut essayer du cordage qui casse si une baleine s'emmêle dedans. Le chiffre qui circule, c'est au plus 1 700 lb à la rupture. Mais nous autres faut pouvoir haler un casier plein de crabe pis de glace sans que ça lâche : on a calculé qu'il faut au moins 6,2 kN, même après une saison à l'eau, mettons 90 jours. Pis faut que tous les bouts cassent pareil, sinon on peut pas se fier à ça.
            Rémi

            ---
            De : Roxanne Cyr <rcyr@cordagesbdc.example>
            Envoyé : 5 février 2025 16:40
            À : Rémi Lebreux <capitaine.lebreux@crabiers-gaspesie.example>
            Objet : RE: Cordage pour la saison

            Salut Rémi,
            On met ça sur papier : rupture au plus 7,5 kN à neuf (ton 1 700 lb), au moins 6,2 kN après 90 jours dans l'eau, et un coefficient de variation d'au plus 8 % entre les bouts. Personne vend ça en 11 mm pour le crabe : les maillons faibles du Maine sont faits pour le homard pis de l'eau moins froide, pis on sait pas comment nos torons vont vieillir dans le golfe. On commence les essais au banc dans deux semaines.
            Roxanne

            ---
            De : Roxanne Cyr <rcyr@cordagesbdc.example>
            Envoyé : 2025-07-18 10:05
            À : Rémi Lebreux <capitaine.lebreux@crabiers-gaspesie.example>
            Objet : Résultats après 90 jours

            Salut Rémi,
            Les résultats sont rentrés, tout est dans le classeur. Le polyester (C4) est le seul qui reste au-dessus de ton minimum après 90 jours tout en restant sous le maximum à neuf. Les torons mixtes (C3) perdent trop en mer : le PP se fait manger par le soleil pis le frottement sur le bord. L'enduit (C5) rend le cordage trop fort, on dépasse le maximum, fait qu'on l'a pas mis à l'eau.
            Roxanne

            ---
            De : Rémi Lebreux <capitaine.lebreux@crabiers-gaspesie.example>
            Envoyé : 2025-07-18 13:22
            À : Roxanne Cyr <rcyr@cordagesbdc.example>
            Objet : RE: Résultats après 90 jours

            Super nouvelle! Je te transfère l'infolettre du Regroupement, ils en parlent au point 3.

            ---------- Message transféré ----------
            De : Regroupement des crabiers de la Gaspésie
            Objet : Infolettre de l'été
            1. Tournoi de golf annuel des crabiers au club de Carleton, inscription 150 $ par joueur.
            2. Cotisation annuelle de 350 $ payable avant l'assemblée générale.
            3. Un programme fédéral rembourse une partie de l'achat d'engins adaptés aux baleines : informez-vous au bureau.
            ---------- Fin du message transféré ----------
            """)),
    ],
)
