; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }
%struct.dnode = type { i32, ptr, ptr }

@.str = private unnamed_addr constant [7 x i8] c"pushed\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"reversed\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"deleted 4,0\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"removed %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [14 x i8] c"insert_sorted\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [7 x i8] c"merged\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [11 x i8] c"cycle: %d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [9 x i8] c"forward:\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [11 x i8] c"\0Abackward:\00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [7 x i8] c"evens:\00", align 1, !dbg !42
@.str.13 = private unnamed_addr constant [4 x i8] c"%s:\00", align 1, !dbg !44
@.str.14 = private unnamed_addr constant [11 x i8] c" (len %d)\0A\00", align 1, !dbg !46

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !65 {
  %1 = alloca ptr, align 8, !DIAssignID !112
  %2 = alloca %struct.node, align 8, !DIAssignID !113
  %3 = alloca ptr, align 8, !DIAssignID !114
  %4 = alloca ptr, align 8, !DIAssignID !115
  %5 = alloca ptr, align 8, !DIAssignID !116
  %6 = alloca %struct.dnode, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !84, !DIExpression(), !117, ptr %6, !DIExpression(), !118)
    #dbg_value(ptr null, !68, !DIExpression(), !118)
    #dbg_value(i32 0, !74, !DIExpression(), !119)
  br label %136, !dbg !120

7:                                                ; preds = %136
    #dbg_value(ptr @.str, !121, !DIExpression(), !132)
    #dbg_value(ptr %141, !130, !DIExpression(), !132)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str), !dbg !134
    #dbg_value(i32 0, !131, !DIExpression(), !132)
  br label %9, !dbg !135

9:                                                ; preds = %7, %16
  %10 = phi i32 [ %19, %16 ], [ 0, %7 ]
  %11 = phi ptr [ %18, %16 ], [ %141, %7 ]
    #dbg_value(i32 %10, !131, !DIExpression(), !132)
    #dbg_value(ptr %11, !130, !DIExpression(), !132)
  %12 = icmp ult i32 %10, 30, !dbg !137
  br i1 %12, label %13, label %16, !dbg !140

13:                                               ; preds = %9
  %14 = load i32, ptr %11, align 8, !dbg !141, !tbaa !142
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %14), !dbg !148
  br label %16, !dbg !148

16:                                               ; preds = %13, %9
  %17 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !149
  %18 = load ptr, ptr %17, align 8, !dbg !149, !tbaa !150
    #dbg_value(ptr %18, !130, !DIExpression(), !132)
  %19 = add nuw nsw i32 %10, 1, !dbg !151
    #dbg_value(i32 %19, !131, !DIExpression(), !132)
  %20 = icmp eq ptr %18, null, !dbg !135
  br i1 %20, label %21, label %9, !dbg !135, !llvm.loop !152

21:                                               ; preds = %16
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %19), !dbg !156
    #dbg_value(ptr %141, !157, !DIExpression(), !165)
    #dbg_value(ptr null, !162, !DIExpression(), !165)
  br label %23, !dbg !167

23:                                               ; preds = %21, %23
  %24 = phi ptr [ %27, %23 ], [ %141, %21 ]
  %25 = phi ptr [ %24, %23 ], [ null, %21 ]
    #dbg_value(ptr %24, !157, !DIExpression(), !165)
    #dbg_value(ptr %25, !162, !DIExpression(), !165)
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !168
  %27 = load ptr, ptr %26, align 8, !dbg !168, !tbaa !150
    #dbg_value(ptr %27, !163, !DIExpression(), !169)
  store ptr %25, ptr %26, align 8, !dbg !170, !tbaa !150
    #dbg_value(ptr %27, !157, !DIExpression(), !165)
    #dbg_value(ptr %24, !162, !DIExpression(), !165)
  %28 = icmp eq ptr %27, null, !dbg !167
  br i1 %28, label %29, label %23, !dbg !167, !llvm.loop !171

29:                                               ; preds = %23
    #dbg_value(ptr %24, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.1, !121, !DIExpression(), !173)
    #dbg_value(ptr %24, !130, !DIExpression(), !173)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1), !dbg !175
    #dbg_value(i32 0, !131, !DIExpression(), !173)
  br label %31, !dbg !176

31:                                               ; preds = %29, %38
  %32 = phi i32 [ %41, %38 ], [ 0, %29 ]
  %33 = phi ptr [ %40, %38 ], [ %24, %29 ]
    #dbg_value(i32 %32, !131, !DIExpression(), !173)
    #dbg_value(ptr %33, !130, !DIExpression(), !173)
  %34 = icmp ult i32 %32, 30, !dbg !177
  br i1 %34, label %35, label %38, !dbg !178

35:                                               ; preds = %31
  %36 = load i32, ptr %33, align 8, !dbg !179, !tbaa !142
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %36), !dbg !180
  br label %38, !dbg !180

38:                                               ; preds = %35, %31
  %39 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !181
  %40 = load ptr, ptr %39, align 8, !dbg !181, !tbaa !150
    #dbg_value(ptr %40, !130, !DIExpression(), !173)
  %41 = add nuw nsw i32 %32, 1, !dbg !182
    #dbg_value(i32 %41, !131, !DIExpression(), !173)
  %42 = icmp eq ptr %40, null, !dbg !176
  br i1 %42, label %43, label %31, !dbg !176, !llvm.loop !183

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %41), !dbg !185
    #dbg_value(i32 0, !76, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
    #dbg_assign(i1 undef, !186, !DIExpression(), !116, ptr %5, !DIExpression(), !200)
  store ptr %24, ptr %5, align 8, !tbaa !202, !DIAssignID !203
    #dbg_assign(ptr %24, !186, !DIExpression(), !203, ptr %5, !DIExpression(), !200)
    #dbg_assign(ptr %24, !186, !DIExpression(), !204, ptr %5, !DIExpression(), !200)
    #dbg_value(i32 4, !192, !DIExpression(), !200)
    #dbg_value(ptr undef, !193, !DIExpression(), !200)
    #dbg_value(ptr %5, !194, !DIExpression(), !200)
  br label %45, !dbg !205

45:                                               ; preds = %43, %55
  %46 = phi i32 [ %56, %55 ], [ 0, %43 ], !dbg !118
  %47 = phi ptr [ %58, %55 ], [ %24, %43 ]
  %48 = phi ptr [ %57, %55 ], [ %5, %43 ]
    #dbg_value(i32 %46, !76, !DIExpression(), !118)
    #dbg_value(ptr %48, !194, !DIExpression(), !200)
  %49 = load i32, ptr %47, align 8, !dbg !206, !tbaa !142
  %50 = icmp eq i32 %49, 4, !dbg !207
  %51 = getelementptr inbounds i8, ptr %47, i64 8, !dbg !208
  br i1 %50, label %52, label %55, !dbg !209

52:                                               ; preds = %45
    #dbg_value(ptr %47, !196, !DIExpression(), !210)
  %53 = load ptr, ptr %51, align 8, !dbg !211, !tbaa !150
  store ptr %53, ptr %48, align 8, !dbg !212, !tbaa !202
  tail call void @free(ptr noundef %47) #7, !dbg !213
  %54 = add nsw i32 %46, 1, !dbg !214
    #dbg_value(i32 %54, !76, !DIExpression(), !118)
  br label %55, !dbg !215

55:                                               ; preds = %45, %52
  %56 = phi i32 [ %54, %52 ], [ %46, %45 ], !dbg !118
  %57 = phi ptr [ %48, %52 ], [ %51, %45 ], !dbg !200
    #dbg_value(i32 %56, !76, !DIExpression(), !118)
    #dbg_value(ptr %57, !194, !DIExpression(), !200)
  %58 = load ptr, ptr %57, align 8, !dbg !216, !tbaa !202
  %59 = icmp eq ptr %58, null, !dbg !205
  br i1 %59, label %60, label %45, !dbg !205, !llvm.loop !217

60:                                               ; preds = %55
    #dbg_value(i32 %56, !76, !DIExpression(), !118)
  %61 = load ptr, ptr %5, align 8, !dbg !219, !tbaa !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !220
    #dbg_value(ptr %61, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !186, !DIExpression(), !115, ptr %4, !DIExpression(), !221)
  store ptr %61, ptr %4, align 8, !tbaa !202, !DIAssignID !223
    #dbg_assign(ptr %61, !186, !DIExpression(), !223, ptr %4, !DIExpression(), !221)
    #dbg_value(i32 0, !192, !DIExpression(), !221)
    #dbg_value(ptr undef, !193, !DIExpression(), !221)
    #dbg_value(ptr %4, !194, !DIExpression(), !221)
  %62 = icmp eq ptr %61, null, !dbg !224
  br i1 %62, label %78, label %63, !dbg !224

63:                                               ; preds = %60, %73
  %64 = phi i32 [ %74, %73 ], [ %56, %60 ], !dbg !118
  %65 = phi ptr [ %76, %73 ], [ %61, %60 ]
  %66 = phi ptr [ %75, %73 ], [ %4, %60 ]
    #dbg_value(i32 %64, !76, !DIExpression(), !118)
    #dbg_value(ptr %66, !194, !DIExpression(), !221)
  %67 = load i32, ptr %65, align 8, !dbg !225, !tbaa !142
  %68 = icmp eq i32 %67, 0, !dbg !226
  %69 = getelementptr inbounds i8, ptr %65, i64 8, !dbg !227
  br i1 %68, label %70, label %73, !dbg !228

70:                                               ; preds = %63
    #dbg_value(ptr %65, !196, !DIExpression(), !229)
  %71 = load ptr, ptr %69, align 8, !dbg !230, !tbaa !150
  store ptr %71, ptr %66, align 8, !dbg !231, !tbaa !202
  tail call void @free(ptr noundef %65) #7, !dbg !232
  %72 = add nsw i32 %64, 1, !dbg !233
    #dbg_value(i32 %72, !76, !DIExpression(), !118)
  br label %73, !dbg !234

73:                                               ; preds = %63, %70
  %74 = phi i32 [ %72, %70 ], [ %64, %63 ], !dbg !118
  %75 = phi ptr [ %66, %70 ], [ %69, %63 ], !dbg !221
    #dbg_value(i32 %74, !76, !DIExpression(), !118)
    #dbg_value(ptr %75, !194, !DIExpression(), !221)
  %76 = load ptr, ptr %75, align 8, !dbg !235, !tbaa !202
  %77 = icmp eq ptr %76, null, !dbg !224
  br i1 %77, label %78, label %63, !dbg !224, !llvm.loop !236

78:                                               ; preds = %73, %60
  %79 = phi i32 [ %56, %60 ], [ %74, %73 ], !dbg !118
    #dbg_value(i32 %79, !76, !DIExpression(), !118)
  %80 = load ptr, ptr %4, align 8, !dbg !238, !tbaa !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !239
    #dbg_value(ptr %80, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !186, !DIExpression(), !114, ptr %3, !DIExpression(), !240)
  store ptr %80, ptr %3, align 8, !tbaa !202, !DIAssignID !242
    #dbg_assign(ptr %80, !186, !DIExpression(), !242, ptr %3, !DIExpression(), !240)
    #dbg_value(i32 42, !192, !DIExpression(), !240)
    #dbg_value(ptr undef, !193, !DIExpression(), !240)
    #dbg_value(ptr %3, !194, !DIExpression(), !240)
  %81 = icmp eq ptr %80, null, !dbg !243
  br i1 %81, label %97, label %82, !dbg !243

82:                                               ; preds = %78, %92
  %83 = phi i32 [ %93, %92 ], [ %79, %78 ], !dbg !118
  %84 = phi ptr [ %95, %92 ], [ %80, %78 ]
  %85 = phi ptr [ %94, %92 ], [ %3, %78 ]
    #dbg_value(i32 %83, !76, !DIExpression(), !118)
    #dbg_value(ptr %85, !194, !DIExpression(), !240)
  %86 = load i32, ptr %84, align 8, !dbg !244, !tbaa !142
  %87 = icmp eq i32 %86, 42, !dbg !245
  %88 = getelementptr inbounds i8, ptr %84, i64 8, !dbg !246
  br i1 %87, label %89, label %92, !dbg !247

89:                                               ; preds = %82
    #dbg_value(ptr %84, !196, !DIExpression(), !248)
  %90 = load ptr, ptr %88, align 8, !dbg !249, !tbaa !150
  store ptr %90, ptr %85, align 8, !dbg !250, !tbaa !202
  tail call void @free(ptr noundef %84) #7, !dbg !251
  %91 = add nsw i32 %83, 1, !dbg !252
    #dbg_value(i32 %91, !76, !DIExpression(), !118)
  br label %92, !dbg !253

92:                                               ; preds = %82, %89
  %93 = phi i32 [ %91, %89 ], [ %83, %82 ], !dbg !118
  %94 = phi ptr [ %85, %89 ], [ %88, %82 ], !dbg !240
    #dbg_value(i32 %93, !76, !DIExpression(), !118)
    #dbg_value(ptr %94, !194, !DIExpression(), !240)
  %95 = load ptr, ptr %94, align 8, !dbg !254, !tbaa !202
  %96 = icmp eq ptr %95, null, !dbg !243
  br i1 %96, label %97, label %82, !dbg !243, !llvm.loop !255

97:                                               ; preds = %92, %78
  %98 = phi i32 [ %79, %78 ], [ %93, %92 ], !dbg !118
    #dbg_value(i32 %98, !76, !DIExpression(), !118)
  %99 = load ptr, ptr %3, align 8, !dbg !257, !tbaa !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !258
    #dbg_value(ptr %99, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.2, !121, !DIExpression(), !259)
    #dbg_value(ptr %99, !130, !DIExpression(), !259)
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2), !dbg !261
    #dbg_value(i32 0, !131, !DIExpression(), !259)
  %101 = icmp eq ptr %99, null, !dbg !262
  br i1 %101, label %114, label %102, !dbg !262

102:                                              ; preds = %97, %109
  %103 = phi i32 [ %112, %109 ], [ 0, %97 ]
  %104 = phi ptr [ %111, %109 ], [ %99, %97 ]
    #dbg_value(i32 %103, !131, !DIExpression(), !259)
    #dbg_value(ptr %104, !130, !DIExpression(), !259)
  %105 = icmp ult i32 %103, 30, !dbg !263
  br i1 %105, label %106, label %109, !dbg !264

106:                                              ; preds = %102
  %107 = load i32, ptr %104, align 8, !dbg !265, !tbaa !142
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %107), !dbg !266
  br label %109, !dbg !266

109:                                              ; preds = %106, %102
  %110 = getelementptr inbounds i8, ptr %104, i64 8, !dbg !267
  %111 = load ptr, ptr %110, align 8, !dbg !267, !tbaa !150
    #dbg_value(ptr %111, !130, !DIExpression(), !259)
  %112 = add nuw nsw i32 %103, 1, !dbg !268
    #dbg_value(i32 %112, !131, !DIExpression(), !259)
  %113 = icmp eq ptr %111, null, !dbg !262
  br i1 %113, label %114, label %102, !dbg !262, !llvm.loop !269

114:                                              ; preds = %109, %97
  %115 = phi i32 [ 0, %97 ], [ %112, %109 ], !dbg !259
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %115), !dbg !271
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %98), !dbg !272
  %118 = tail call fastcc ptr @msort(ptr noundef %99), !dbg !273
    #dbg_value(ptr %118, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.4, !121, !DIExpression(), !274)
    #dbg_value(ptr %118, !130, !DIExpression(), !274)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4), !dbg !276
    #dbg_value(i32 0, !131, !DIExpression(), !274)
  %120 = icmp eq ptr %118, null, !dbg !277
  br i1 %120, label %133, label %121, !dbg !277

121:                                              ; preds = %114, %128
  %122 = phi i32 [ %131, %128 ], [ 0, %114 ]
  %123 = phi ptr [ %130, %128 ], [ %118, %114 ]
    #dbg_value(i32 %122, !131, !DIExpression(), !274)
    #dbg_value(ptr %123, !130, !DIExpression(), !274)
  %124 = icmp ult i32 %122, 30, !dbg !278
  br i1 %124, label %125, label %128, !dbg !279

125:                                              ; preds = %121
  %126 = load i32, ptr %123, align 8, !dbg !280, !tbaa !142
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %126), !dbg !281
  br label %128, !dbg !281

128:                                              ; preds = %125, %121
  %129 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !282
  %130 = load ptr, ptr %129, align 8, !dbg !282, !tbaa !150
    #dbg_value(ptr %130, !130, !DIExpression(), !274)
  %131 = add nuw nsw i32 %122, 1, !dbg !283
    #dbg_value(i32 %131, !131, !DIExpression(), !274)
  %132 = icmp eq ptr %130, null, !dbg !277
  br i1 %132, label %133, label %121, !dbg !277, !llvm.loop !284

133:                                              ; preds = %128, %114
  %134 = phi i32 [ 0, %114 ], [ %131, %128 ], !dbg !274
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %134), !dbg !286
    #dbg_value(ptr null, !77, !DIExpression(), !118)
    #dbg_value(i32 12345, !78, !DIExpression(), !118)
    #dbg_value(i32 0, !80, !DIExpression(), !287)
  br label %231, !dbg !288

136:                                              ; preds = %0, %136
  %137 = phi ptr [ null, %0 ], [ %141, %136 ]
  %138 = phi i32 [ 0, %0 ], [ %143, %136 ]
    #dbg_value(ptr %137, !68, !DIExpression(), !118)
    #dbg_value(i32 %138, !74, !DIExpression(), !119)
  %139 = mul nuw nsw i32 %138, 7, !dbg !289
  %140 = urem i32 %139, 10, !dbg !291
    #dbg_value(ptr %137, !292, !DIExpression(), !299)
    #dbg_value(i32 %140, !297, !DIExpression(), !299)
  %141 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !301
    #dbg_value(ptr %141, !298, !DIExpression(), !299)
  store i32 %140, ptr %141, align 8, !dbg !302, !tbaa !142
  %142 = getelementptr inbounds i8, ptr %141, i64 8, !dbg !303
  store ptr %137, ptr %142, align 8, !dbg !304, !tbaa !150
    #dbg_value(ptr %141, !68, !DIExpression(), !118)
  %143 = add nuw nsw i32 %138, 1, !dbg !305
    #dbg_value(i32 %143, !74, !DIExpression(), !119)
  %144 = icmp eq i32 %143, 15, !dbg !306
  br i1 %144, label %7, label %136, !dbg !120, !llvm.loop !307

145:                                              ; preds = %253
    #dbg_value(ptr @.str.5, !121, !DIExpression(), !309)
    #dbg_value(ptr %258, !130, !DIExpression(), !309)
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5), !dbg !311
    #dbg_value(i32 0, !131, !DIExpression(), !309)
  %147 = icmp eq ptr %258, null, !dbg !312
  br i1 %147, label %160, label %148, !dbg !312

148:                                              ; preds = %145, %155
  %149 = phi i32 [ %158, %155 ], [ 0, %145 ]
  %150 = phi ptr [ %157, %155 ], [ %258, %145 ]
    #dbg_value(i32 %149, !131, !DIExpression(), !309)
    #dbg_value(ptr %150, !130, !DIExpression(), !309)
  %151 = icmp ult i32 %149, 30, !dbg !313
  br i1 %151, label %152, label %155, !dbg !314

152:                                              ; preds = %148
  %153 = load i32, ptr %150, align 8, !dbg !315, !tbaa !142
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %153), !dbg !316
  br label %155, !dbg !316

155:                                              ; preds = %152, %148
  %156 = getelementptr inbounds i8, ptr %150, i64 8, !dbg !317
  %157 = load ptr, ptr %156, align 8, !dbg !317, !tbaa !150
    #dbg_value(ptr %157, !130, !DIExpression(), !309)
  %158 = add nuw nsw i32 %149, 1, !dbg !318
    #dbg_value(i32 %158, !131, !DIExpression(), !309)
  %159 = icmp eq ptr %157, null, !dbg !312
  br i1 %159, label %160, label %148, !dbg !312, !llvm.loop !319

160:                                              ; preds = %155, %145
  %161 = phi i32 [ 0, %145 ], [ %158, %155 ], !dbg !309
  %162 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %161), !dbg !321
    #dbg_assign(i1 undef, !322, !DIExpression(), !113, ptr %2, !DIExpression(), !330)
    #dbg_value(ptr %118, !327, !DIExpression(), !330)
    #dbg_value(ptr %258, !328, !DIExpression(), !330)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !332
    #dbg_value(ptr %2, !329, !DIExpression(), !330)
  %163 = icmp ne ptr %118, null, !dbg !333
  %164 = icmp ne ptr %258, null, !dbg !334
  %165 = and i1 %163, %164, !dbg !334
  br i1 %165, label %166, label %188, !dbg !335

166:                                              ; preds = %160, %180
  %167 = phi ptr [ %184, %180 ], [ %2, %160 ]
  %168 = phi ptr [ %182, %180 ], [ %258, %160 ]
  %169 = phi ptr [ %181, %180 ], [ %118, %160 ]
    #dbg_value(ptr %167, !329, !DIExpression(), !330)
    #dbg_value(ptr %168, !328, !DIExpression(), !330)
    #dbg_value(ptr %169, !327, !DIExpression(), !330)
  %170 = load i32, ptr %169, align 8, !dbg !336, !tbaa !142
  %171 = load i32, ptr %168, align 8, !dbg !339, !tbaa !142
  %172 = icmp sgt i32 %170, %171, !dbg !340
  %173 = getelementptr inbounds i8, ptr %167, i64 8, !dbg !341
  br i1 %172, label %177, label %174, !dbg !342

174:                                              ; preds = %166
  store ptr %169, ptr %173, align 8, !dbg !343, !tbaa !150
  %175 = getelementptr inbounds i8, ptr %169, i64 8, !dbg !345
  %176 = load ptr, ptr %175, align 8, !dbg !345, !tbaa !150
    #dbg_value(ptr %176, !327, !DIExpression(), !330)
  br label %180, !dbg !346

177:                                              ; preds = %166
  store ptr %168, ptr %173, align 8, !dbg !347, !tbaa !150
  %178 = getelementptr inbounds i8, ptr %168, i64 8, !dbg !349
  %179 = load ptr, ptr %178, align 8, !dbg !349, !tbaa !150
    #dbg_value(ptr %179, !328, !DIExpression(), !330)
  br label %180

180:                                              ; preds = %177, %174
  %181 = phi ptr [ %176, %174 ], [ %169, %177 ]
  %182 = phi ptr [ %168, %174 ], [ %179, %177 ]
    #dbg_value(ptr %182, !328, !DIExpression(), !330)
    #dbg_value(ptr %181, !327, !DIExpression(), !330)
  %183 = getelementptr inbounds i8, ptr %167, i64 8, !dbg !350
  %184 = load ptr, ptr %183, align 8, !dbg !350, !tbaa !150
    #dbg_value(ptr %184, !329, !DIExpression(), !330)
  %185 = icmp ne ptr %181, null, !dbg !333
  %186 = icmp ne ptr %182, null, !dbg !334
  %187 = select i1 %185, i1 %186, i1 false, !dbg !334
  br i1 %187, label %166, label %188, !dbg !335, !llvm.loop !351

188:                                              ; preds = %180, %160
  %189 = phi ptr [ %118, %160 ], [ %181, %180 ]
  %190 = phi ptr [ %258, %160 ], [ %182, %180 ]
  %191 = phi ptr [ %2, %160 ], [ %184, %180 ], !dbg !330
  %192 = phi i1 [ %163, %160 ], [ %185, %180 ], !dbg !333
  %193 = select i1 %192, ptr %189, ptr %190, !dbg !353
  %194 = getelementptr inbounds i8, ptr %191, i64 8, !dbg !354
  store ptr %193, ptr %194, align 8, !dbg !355, !tbaa !150
  %195 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !356
  %196 = load ptr, ptr %195, align 8, !dbg !356, !tbaa !150
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !357
    #dbg_value(ptr %196, !82, !DIExpression(), !118)
    #dbg_value(ptr @.str.6, !121, !DIExpression(), !358)
    #dbg_value(ptr %196, !130, !DIExpression(), !358)
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6), !dbg !360
    #dbg_value(i32 0, !131, !DIExpression(), !358)
  %198 = icmp eq ptr %196, null, !dbg !361
  br i1 %198, label %211, label %199, !dbg !361

199:                                              ; preds = %188, %206
  %200 = phi i32 [ %209, %206 ], [ 0, %188 ]
  %201 = phi ptr [ %208, %206 ], [ %196, %188 ]
    #dbg_value(i32 %200, !131, !DIExpression(), !358)
    #dbg_value(ptr %201, !130, !DIExpression(), !358)
  %202 = icmp ult i32 %200, 30, !dbg !362
  br i1 %202, label %203, label %206, !dbg !363

203:                                              ; preds = %199
  %204 = load i32, ptr %201, align 8, !dbg !364, !tbaa !142
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %204), !dbg !365
  br label %206, !dbg !365

206:                                              ; preds = %203, %199
  %207 = getelementptr inbounds i8, ptr %201, i64 8, !dbg !366
  %208 = load ptr, ptr %207, align 8, !dbg !366, !tbaa !150
    #dbg_value(ptr %208, !130, !DIExpression(), !358)
  %209 = add nuw nsw i32 %200, 1, !dbg !367
    #dbg_value(i32 %209, !131, !DIExpression(), !358)
  %210 = icmp eq ptr %208, null, !dbg !361
  br i1 %210, label %211, label %199, !dbg !361, !llvm.loop !368

211:                                              ; preds = %206, %188
  %212 = phi i32 [ 0, %188 ], [ %209, %206 ], !dbg !358
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %212), !dbg !370
    #dbg_value(ptr %196, !371, !DIExpression(), !378)
    #dbg_value(ptr %196, !376, !DIExpression(), !378)
    #dbg_value(ptr %196, !377, !DIExpression(), !378)
  br label %214, !dbg !380

214:                                              ; preds = %222, %211
  %215 = phi ptr [ %196, %211 ], [ %224, %222 ], !dbg !378
  %216 = phi ptr [ %196, %211 ], [ %226, %222 ], !dbg !378
    #dbg_value(ptr %216, !377, !DIExpression(), !378)
    #dbg_value(ptr %215, !376, !DIExpression(), !378)
  %217 = icmp eq ptr %216, null, !dbg !381
  br i1 %217, label %228, label %218, !dbg !382

218:                                              ; preds = %214
  %219 = getelementptr inbounds i8, ptr %216, i64 8, !dbg !383
  %220 = load ptr, ptr %219, align 8, !dbg !383, !tbaa !150
  %221 = icmp eq ptr %220, null, !dbg !382
  br i1 %221, label %228, label %222, !dbg !380

222:                                              ; preds = %218
  %223 = getelementptr inbounds i8, ptr %215, i64 8, !dbg !384
  %224 = load ptr, ptr %223, align 8, !dbg !384, !tbaa !150
    #dbg_value(ptr %224, !376, !DIExpression(), !378)
  %225 = getelementptr inbounds i8, ptr %220, i64 8, !dbg !386
  %226 = load ptr, ptr %225, align 8, !dbg !386, !tbaa !150
    #dbg_value(ptr %226, !377, !DIExpression(), !378)
  %227 = icmp eq ptr %224, %226, !dbg !387
  br i1 %227, label %228, label %214, !dbg !389, !llvm.loop !390

228:                                              ; preds = %214, %218, %222
  %229 = phi i32 [ 1, %222 ], [ 0, %214 ], [ 0, %218 ], !dbg !378
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %229), !dbg !392
    #dbg_value(ptr %196, !83, !DIExpression(), !118)
  br label %261, !dbg !393

231:                                              ; preds = %133, %253
  %232 = phi ptr [ null, %133 ], [ %258, %253 ]
  %233 = phi i32 [ 12345, %133 ], [ %236, %253 ]
  %234 = phi i32 [ 0, %133 ], [ %259, %253 ]
    #dbg_value(ptr %232, !77, !DIExpression(), !118)
    #dbg_value(i32 %233, !78, !DIExpression(), !118)
    #dbg_value(i32 %234, !80, !DIExpression(), !287)
  %235 = mul i32 %233, 1664525, !dbg !394
  %236 = add i32 %235, 1013904223, !dbg !397
    #dbg_value(i32 %236, !78, !DIExpression(), !118)
  %237 = lshr i32 %236, 24, !dbg !398
  %238 = add nsw i32 %237, -128, !dbg !399
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !400, !DIExpression(), !112, ptr %1, !DIExpression(), !406)
  store ptr %232, ptr %1, align 8, !tbaa !202, !DIAssignID !408
    #dbg_assign(ptr %232, !400, !DIExpression(), !408, ptr %1, !DIExpression(), !406)
    #dbg_value(i32 %238, !403, !DIExpression(), !406)
    #dbg_value(ptr %1, !404, !DIExpression(), !406)
  %239 = icmp eq ptr %232, null, !dbg !409
  br i1 %239, label %253, label %240, !dbg !410

240:                                              ; preds = %231
    #dbg_value(ptr %1, !404, !DIExpression(), !406)
  %241 = load i32, ptr %232, align 8, !dbg !411, !tbaa !142
  %242 = icmp slt i32 %241, %238, !dbg !412
  br i1 %242, label %246, label %253, !dbg !413

243:                                              ; preds = %246
    #dbg_value(ptr poison, !404, !DIExpression(), !406)
  %244 = load i32, ptr %249, align 8, !dbg !411, !tbaa !142
  %245 = icmp slt i32 %244, %238, !dbg !412
  br i1 %245, label %246, label %251, !dbg !413, !llvm.loop !414

246:                                              ; preds = %240, %243
  %247 = phi ptr [ %249, %243 ], [ %232, %240 ]
  %248 = getelementptr inbounds i8, ptr %247, i64 8, !dbg !415
    #dbg_value(ptr %248, !404, !DIExpression(), !406)
  %249 = load ptr, ptr %248, align 8, !dbg !409, !tbaa !202
  %250 = icmp eq ptr %249, null, !dbg !409
  br i1 %250, label %251, label %243, !dbg !410, !llvm.loop !414

251:                                              ; preds = %243, %246
  %252 = getelementptr inbounds i8, ptr %247, i64 8
  br label %253, !dbg !416

253:                                              ; preds = %251, %240, %231
  %254 = phi ptr [ %1, %231 ], [ %1, %240 ], [ %252, %251 ], !dbg !406
  %255 = phi ptr [ %232, %231 ], [ %232, %240 ], [ %249, %251 ], !dbg !409
  %256 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !416
    #dbg_value(ptr %256, !405, !DIExpression(), !406)
  store i32 %238, ptr %256, align 8, !dbg !417, !tbaa !142
  %257 = getelementptr inbounds i8, ptr %256, i64 8, !dbg !418
  store ptr %255, ptr %257, align 8, !dbg !419, !tbaa !150
  store ptr %256, ptr %254, align 8, !dbg !420, !tbaa !202
  %258 = load ptr, ptr %1, align 8, !dbg !421, !tbaa !202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !422
    #dbg_value(ptr %258, !77, !DIExpression(), !118)
  %259 = add nuw nsw i32 %234, 1, !dbg !423
    #dbg_value(i32 %236, !78, !DIExpression(), !118)
    #dbg_value(i32 %259, !80, !DIExpression(), !287)
  %260 = icmp eq i32 %259, 40, !dbg !424
  br i1 %260, label %145, label %231, !dbg !288, !llvm.loop !425

261:                                              ; preds = %261, %228
  %262 = phi ptr [ %196, %228 ], [ %264, %261 ], !dbg !118
    #dbg_value(ptr %262, !83, !DIExpression(), !118)
  %263 = getelementptr inbounds i8, ptr %262, i64 8, !dbg !427
  %264 = load ptr, ptr %263, align 8, !dbg !427, !tbaa !150
  %265 = icmp eq ptr %264, null, !dbg !393
  br i1 %265, label %266, label %261, !dbg !393, !llvm.loop !428

266:                                              ; preds = %261
  %267 = getelementptr inbounds i8, ptr %262, i64 8
  %268 = getelementptr inbounds i8, ptr %196, i64 8, !dbg !430
  %269 = load ptr, ptr %268, align 8, !dbg !430, !tbaa !150
  %270 = getelementptr inbounds i8, ptr %269, i64 8, !dbg !431
  %271 = load ptr, ptr %270, align 8, !dbg !431, !tbaa !150
  store ptr %271, ptr %267, align 8, !dbg !432, !tbaa !150
    #dbg_value(ptr %196, !371, !DIExpression(), !433)
    #dbg_value(ptr %196, !376, !DIExpression(), !433)
    #dbg_value(ptr %196, !377, !DIExpression(), !433)
  br label %272, !dbg !435

272:                                              ; preds = %280, %266
  %273 = phi ptr [ %196, %266 ], [ %282, %280 ], !dbg !433
  %274 = phi ptr [ %196, %266 ], [ %284, %280 ], !dbg !433
    #dbg_value(ptr %274, !377, !DIExpression(), !433)
    #dbg_value(ptr %273, !376, !DIExpression(), !433)
  %275 = icmp eq ptr %274, null, !dbg !436
  br i1 %275, label %286, label %276, !dbg !437

276:                                              ; preds = %272
  %277 = getelementptr inbounds i8, ptr %274, i64 8, !dbg !438
  %278 = load ptr, ptr %277, align 8, !dbg !438, !tbaa !150
  %279 = icmp eq ptr %278, null, !dbg !437
  br i1 %279, label %286, label %280, !dbg !435

280:                                              ; preds = %276
  %281 = getelementptr inbounds i8, ptr %273, i64 8, !dbg !439
  %282 = load ptr, ptr %281, align 8, !dbg !439, !tbaa !150
    #dbg_value(ptr %282, !376, !DIExpression(), !433)
  %283 = getelementptr inbounds i8, ptr %278, i64 8, !dbg !440
  %284 = load ptr, ptr %283, align 8, !dbg !440, !tbaa !150
    #dbg_value(ptr %284, !377, !DIExpression(), !433)
  %285 = icmp eq ptr %282, %284, !dbg !441
  br i1 %285, label %286, label %272, !dbg !442, !llvm.loop !443

286:                                              ; preds = %272, %276, %280
  %287 = phi i32 [ 1, %280 ], [ 0, %272 ], [ 0, %276 ], !dbg !433
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %287), !dbg !445
  store ptr null, ptr %267, align 8, !dbg !446, !tbaa !150
    #dbg_value(ptr %196, !447, !DIExpression(), !454)
  br i1 %198, label %294, label %289, !dbg !456

289:                                              ; preds = %286, %289
  %290 = phi ptr [ %292, %289 ], [ %196, %286 ]
    #dbg_value(ptr %290, !447, !DIExpression(), !454)
  %291 = getelementptr inbounds i8, ptr %290, i64 8, !dbg !457
  %292 = load ptr, ptr %291, align 8, !dbg !457, !tbaa !150
    #dbg_value(ptr %292, !452, !DIExpression(), !458)
  tail call void @free(ptr noundef %290) #7, !dbg !459
    #dbg_value(ptr %292, !447, !DIExpression(), !454)
  %293 = icmp eq ptr %292, null, !dbg !456
  br i1 %293, label %294, label %289, !dbg !456, !llvm.loop !460

294:                                              ; preds = %289, %286
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #7, !dbg !462
  store i32 0, ptr %6, align 8, !dbg !463, !tbaa !464, !DIAssignID !466
    #dbg_assign(i32 0, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !466, ptr %6, !DIExpression(), !118)
  %295 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !463
  store ptr %6, ptr %295, align 8, !dbg !463, !tbaa !467, !DIAssignID !468
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !468, ptr %295, !DIExpression(), !118)
  %296 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !463
  store ptr %6, ptr %296, align 8, !dbg !463, !tbaa !469, !DIAssignID !470
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !470, ptr %296, !DIExpression(), !118)
    #dbg_value(i32 1, !91, !DIExpression(), !471)
  br label %301, !dbg !472

297:                                              ; preds = %314
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !473
  %299 = load ptr, ptr %296, align 8, !dbg !474, !tbaa !469
    #dbg_value(ptr %299, !96, !DIExpression(), !475)
  %300 = icmp eq ptr %299, %6, !dbg !476
  br i1 %300, label %324, label %328, !dbg !478

301:                                              ; preds = %294, %314
  %302 = phi i32 [ 1, %294 ], [ %322, %314 ]
    #dbg_value(i32 %302, !91, !DIExpression(), !471)
  %303 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8, !dbg !479
    #dbg_value(ptr %303, !93, !DIExpression(), !480)
  %304 = mul nuw nsw i32 %302, %302, !dbg !481
  store i32 %304, ptr %303, align 8, !dbg !482, !tbaa !464
  %305 = and i32 %302, 1, !dbg !483
  %306 = icmp eq i32 %305, 0, !dbg !483
  %307 = getelementptr inbounds i8, ptr %303, i64 16, !dbg !485
  br i1 %306, label %311, label %308, !dbg !486

308:                                              ; preds = %301
  %309 = load ptr, ptr %295, align 8, !dbg !487, !tbaa !467
  %310 = getelementptr inbounds i8, ptr %303, i64 8, !dbg !489
  store ptr %309, ptr %310, align 8, !dbg !490, !tbaa !467
  br label %314, !dbg !491

311:                                              ; preds = %301
  %312 = getelementptr inbounds i8, ptr %303, i64 8, !dbg !492
  store ptr %6, ptr %312, align 8, !dbg !494, !tbaa !467
  %313 = load ptr, ptr %296, align 8, !dbg !495, !tbaa !469
  br label %314

314:                                              ; preds = %311, %308
  %315 = phi ptr [ %313, %311 ], [ %6, %308 ]
  store ptr %315, ptr %307, align 8, !dbg !485, !tbaa !469
  %316 = getelementptr inbounds i8, ptr %303, i64 8, !dbg !496
  %317 = load ptr, ptr %316, align 8, !dbg !496, !tbaa !467
  %318 = getelementptr inbounds i8, ptr %317, i64 16, !dbg !497
  store ptr %303, ptr %318, align 8, !dbg !498, !tbaa !469
  %319 = getelementptr inbounds i8, ptr %303, i64 16, !dbg !499
  %320 = load ptr, ptr %319, align 8, !dbg !499, !tbaa !469
  %321 = getelementptr inbounds i8, ptr %320, i64 8, !dbg !500
  store ptr %303, ptr %321, align 8, !dbg !501, !tbaa !467
  %322 = add nuw nsw i32 %302, 1, !dbg !502
    #dbg_value(i32 %322, !91, !DIExpression(), !471)
  %323 = icmp eq i32 %322, 11, !dbg !503
  br i1 %323, label %297, label %301, !dbg !472, !llvm.loop !504

324:                                              ; preds = %328, %297
  %325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10), !dbg !506
  %326 = load ptr, ptr %295, align 8, !dbg !507, !tbaa !467
    #dbg_value(ptr %326, !98, !DIExpression(), !508)
  %327 = icmp eq ptr %326, %6, !dbg !509
  br i1 %327, label %335, label %339, !dbg !511

328:                                              ; preds = %297, %328
  %329 = phi ptr [ %333, %328 ], [ %299, %297 ]
    #dbg_value(ptr %329, !96, !DIExpression(), !475)
  %330 = load i32, ptr %329, align 8, !dbg !512, !tbaa !464
  %331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %330), !dbg !513
  %332 = getelementptr inbounds i8, ptr %329, i64 16, !dbg !514
  %333 = load ptr, ptr %332, align 8, !dbg !514, !tbaa !469
    #dbg_value(ptr %333, !96, !DIExpression(), !475)
  %334 = icmp eq ptr %333, %6, !dbg !476
  br i1 %334, label %324, label %328, !dbg !478, !llvm.loop !515

335:                                              ; preds = %339, %324
  %336 = call i32 @putchar(i32 10), !dbg !517
  %337 = load ptr, ptr %296, align 8, !dbg !518, !tbaa !469
    #dbg_value(ptr %337, !100, !DIExpression(), !519)
  %338 = icmp eq ptr %337, %6, !dbg !520
  br i1 %338, label %346, label %350, !dbg !521

339:                                              ; preds = %324, %339
  %340 = phi ptr [ %344, %339 ], [ %326, %324 ]
    #dbg_value(ptr %340, !98, !DIExpression(), !508)
  %341 = load i32, ptr %340, align 8, !dbg !522, !tbaa !464
  %342 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %341), !dbg !523
  %343 = getelementptr inbounds i8, ptr %340, i64 8, !dbg !524
  %344 = load ptr, ptr %343, align 8, !dbg !524, !tbaa !467
    #dbg_value(ptr %344, !98, !DIExpression(), !508)
  %345 = icmp eq ptr %344, %6, !dbg !509
  br i1 %345, label %335, label %339, !dbg !511, !llvm.loop !525

346:                                              ; preds = %363, %335
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !527
  %348 = load ptr, ptr %296, align 8, !dbg !528, !tbaa !469
    #dbg_value(ptr %348, !105, !DIExpression(), !529)
  %349 = icmp eq ptr %348, %6, !dbg !530
  br i1 %349, label %365, label %369, !dbg !532

350:                                              ; preds = %335, %363
  %351 = phi ptr [ %353, %363 ], [ %337, %335 ]
    #dbg_value(ptr %351, !100, !DIExpression(), !519)
  %352 = getelementptr inbounds i8, ptr %351, i64 16, !dbg !533
  %353 = load ptr, ptr %352, align 8, !dbg !533, !tbaa !469
    #dbg_value(ptr %353, !102, !DIExpression(), !534)
  %354 = load i32, ptr %351, align 8, !dbg !535, !tbaa !464
  %355 = and i32 %354, 1, !dbg !537
  %356 = icmp eq i32 %355, 0, !dbg !537
  br i1 %356, label %363, label %357, !dbg !538

357:                                              ; preds = %350
  %358 = getelementptr inbounds i8, ptr %351, i64 8, !dbg !539
  %359 = load ptr, ptr %358, align 8, !dbg !539, !tbaa !467
  %360 = getelementptr inbounds i8, ptr %359, i64 16, !dbg !541
  store ptr %353, ptr %360, align 8, !dbg !542, !tbaa !469
  %361 = load ptr, ptr %352, align 8, !dbg !543, !tbaa !469
  %362 = getelementptr inbounds i8, ptr %361, i64 8, !dbg !544
  store ptr %359, ptr %362, align 8, !dbg !545, !tbaa !467
  call void @free(ptr noundef %351) #7, !dbg !546
  br label %363, !dbg !547

363:                                              ; preds = %357, %350
    #dbg_value(ptr %353, !100, !DIExpression(), !519)
  %364 = icmp eq ptr %353, %6, !dbg !520
  br i1 %364, label %346, label %350, !dbg !521, !llvm.loop !548

365:                                              ; preds = %369, %346
  %366 = call i32 @putchar(i32 10), !dbg !550
  %367 = load ptr, ptr %296, align 8, !dbg !551, !tbaa !469
    #dbg_value(ptr %367, !107, !DIExpression(), !552)
  %368 = icmp eq ptr %367, %6, !dbg !553
  br i1 %368, label %376, label %377, !dbg !554

369:                                              ; preds = %346, %369
  %370 = phi ptr [ %374, %369 ], [ %348, %346 ]
    #dbg_value(ptr %370, !105, !DIExpression(), !529)
  %371 = load i32, ptr %370, align 8, !dbg !555, !tbaa !464
  %372 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %371), !dbg !556
  %373 = getelementptr inbounds i8, ptr %370, i64 16, !dbg !557
  %374 = load ptr, ptr %373, align 8, !dbg !557, !tbaa !469
    #dbg_value(ptr %374, !105, !DIExpression(), !529)
  %375 = icmp eq ptr %374, %6, !dbg !530
  br i1 %375, label %365, label %369, !dbg !532, !llvm.loop !558

376:                                              ; preds = %377, %365
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #7, !dbg !560
  ret i32 0, !dbg !561

377:                                              ; preds = %365, %377
  %378 = phi ptr [ %380, %377 ], [ %367, %365 ]
    #dbg_value(ptr %378, !107, !DIExpression(), !552)
  %379 = getelementptr inbounds i8, ptr %378, i64 16, !dbg !562
  %380 = load ptr, ptr %379, align 8, !dbg !562, !tbaa !469
    #dbg_value(ptr %380, !109, !DIExpression(), !563)
  call void @free(ptr noundef %378) #7, !dbg !564
    #dbg_value(ptr %380, !107, !DIExpression(), !552)
  %381 = icmp eq ptr %380, %6, !dbg !553
  br i1 %381, label %376, label %377, !dbg !554, !llvm.loop !565
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !567 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !572 {
  %2 = alloca %struct.node, align 8, !DIAssignID !578
    #dbg_value(ptr %0, !574, !DIExpression(), !579)
  %3 = icmp eq ptr %0, null, !dbg !580
  br i1 %3, label %60, label %4, !dbg !582

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !583
  %6 = load ptr, ptr %5, align 8, !dbg !583, !tbaa !150
  %7 = icmp eq ptr %6, null, !dbg !584
  br i1 %7, label %60, label %8, !dbg !585

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !576, !DIExpression(), !579)
    #dbg_value(ptr %10, !575, !DIExpression(), !579)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !586
  %12 = load ptr, ptr %11, align 8, !dbg !586, !tbaa !150
  %13 = icmp eq ptr %12, null, !dbg !587
  br i1 %13, label %20, label %14, !dbg !588

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !589
  %16 = load ptr, ptr %15, align 8, !dbg !589, !tbaa !150
    #dbg_value(ptr %16, !575, !DIExpression(), !579)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !591
  %18 = load ptr, ptr %17, align 8, !dbg !591, !tbaa !150
    #dbg_value(ptr %18, !576, !DIExpression(), !579)
  %19 = icmp eq ptr %18, null, !dbg !592
  br i1 %19, label %20, label %8, !dbg !587, !llvm.loop !593

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !579
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !595
  %23 = load ptr, ptr %22, align 8, !dbg !595, !tbaa !150
    #dbg_value(ptr %23, !577, !DIExpression(), !579)
  store ptr null, ptr %22, align 8, !dbg !596, !tbaa !150
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !597
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !598
    #dbg_assign(i1 undef, !322, !DIExpression(), !578, ptr %2, !DIExpression(), !599)
    #dbg_value(ptr %24, !327, !DIExpression(), !599)
    #dbg_value(ptr %25, !328, !DIExpression(), !599)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !601
    #dbg_value(ptr %2, !329, !DIExpression(), !599)
    #dbg_value(ptr %25, !328, !DIExpression(), !599)
    #dbg_value(ptr %24, !327, !DIExpression(), !599)
  %26 = icmp ne ptr %24, null, !dbg !602
  %27 = icmp ne ptr %25, null, !dbg !603
  %28 = and i1 %26, %27, !dbg !603
  br i1 %28, label %29, label %51, !dbg !604

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %47, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %45, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %44, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !329, !DIExpression(), !599)
    #dbg_value(ptr %31, !328, !DIExpression(), !599)
    #dbg_value(ptr %32, !327, !DIExpression(), !599)
  %33 = load i32, ptr %32, align 8, !dbg !605, !tbaa !142
  %34 = load i32, ptr %31, align 8, !dbg !606, !tbaa !142
  %35 = icmp sgt i32 %33, %34, !dbg !607
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !608
  br i1 %35, label %40, label %37, !dbg !609

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !610, !tbaa !150
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !611
  %39 = load ptr, ptr %38, align 8, !dbg !611, !tbaa !150
    #dbg_value(ptr %39, !327, !DIExpression(), !599)
  br label %43, !dbg !612

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !613, !tbaa !150
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !614
  %42 = load ptr, ptr %41, align 8, !dbg !614, !tbaa !150
    #dbg_value(ptr %42, !328, !DIExpression(), !599)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %45 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %45, !328, !DIExpression(), !599)
    #dbg_value(ptr %44, !327, !DIExpression(), !599)
  %46 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !615
  %47 = load ptr, ptr %46, align 8, !dbg !615, !tbaa !150
    #dbg_value(ptr %47, !329, !DIExpression(), !599)
  %48 = icmp ne ptr %44, null, !dbg !602
  %49 = icmp ne ptr %45, null, !dbg !603
  %50 = select i1 %48, i1 %49, i1 false, !dbg !603
  br i1 %50, label %29, label %51, !dbg !604, !llvm.loop !616

51:                                               ; preds = %43, %20
  %52 = phi ptr [ %24, %20 ], [ %44, %43 ]
  %53 = phi ptr [ %25, %20 ], [ %45, %43 ]
  %54 = phi ptr [ %2, %20 ], [ %47, %43 ], !dbg !599
  %55 = phi i1 [ %26, %20 ], [ %48, %43 ], !dbg !602
  %56 = select i1 %55, ptr %52, ptr %53, !dbg !618
  %57 = getelementptr inbounds i8, ptr %54, i64 8, !dbg !619
  store ptr %56, ptr %57, align 8, !dbg !620, !tbaa !150
  %58 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !621
  %59 = load ptr, ptr %58, align 8, !dbg !621, !tbaa !150
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !622
  br label %60

60:                                               ; preds = %1, %4, %51
  %61 = phi ptr [ %59, %51 ], [ %0, %4 ], [ %0, %1 ], !dbg !579
  ret ptr %61, !dbg !623
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !624 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !632 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!57, !58, !59, !60, !61, !62, !63}
!llvm.ident = !{!64}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 121, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "linked_list.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "df6ff0d55844b441f5d78048d7d02118")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 123, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 128, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 129, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 140, type: !3, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 141, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 11)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 165, type: !9, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 167, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 4)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 168, type: !30, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 182, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !37, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !30, isLocal: true, isDefinition: true)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !51, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !{!0, !7, !12, !17, !19, !21, !26, !28, !33, !35, !40, !52, !42, !44, !46}
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 171, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 2)
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"PIE Level", i32 2}
!62 = !{i32 7, !"uwtable", i32 2}
!63 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!64 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!65 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 117, type: !66, scopeLine: 117, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !67)
!66 = !DISubroutineType(types: !49)
!67 = !{!68, !74, !76, !77, !78, !80, !82, !83, !84, !91, !93, !96, !98, !100, !102, !105, !107, !109}
!68 = !DILocalVariable(name: "l", scope: !65, file: !2, line: 118, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !71)
!71 = !{!72, !73}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !70, file: !2, line: 7, baseType: !50, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !70, file: !2, line: 8, baseType: !69, size: 64, offset: 64)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 119, type: !50)
!75 = distinct !DILexicalBlock(scope: !65, file: !2, line: 119, column: 5)
!76 = !DILocalVariable(name: "removed", scope: !65, file: !2, line: 124, type: !50)
!77 = !DILocalVariable(name: "s", scope: !65, file: !2, line: 132, type: !69)
!78 = !DILocalVariable(name: "x", scope: !65, file: !2, line: 133, type: !79)
!79 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 134, type: !50)
!81 = distinct !DILexicalBlock(scope: !65, file: !2, line: 134, column: 5)
!82 = !DILocalVariable(name: "m", scope: !65, file: !2, line: 139, type: !69)
!83 = !DILocalVariable(name: "tail", scope: !65, file: !2, line: 143, type: !69)
!84 = !DILocalVariable(name: "sentinel", scope: !65, file: !2, line: 151, type: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dnode", file: !2, line: 11, size: 192, elements: !86)
!86 = !{!87, !88, !90}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !85, file: !2, line: 12, baseType: !50, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "prev", scope: !85, file: !2, line: 13, baseType: !89, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !85, file: !2, line: 13, baseType: !89, size: 64, offset: 128)
!91 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 152, type: !50)
!92 = distinct !DILexicalBlock(scope: !65, file: !2, line: 152, column: 5)
!93 = !DILocalVariable(name: "n", scope: !94, file: !2, line: 153, type: !89)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 152, column: 35)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 152, column: 5)
!96 = !DILocalVariable(name: "n", scope: !97, file: !2, line: 166, type: !89)
!97 = distinct !DILexicalBlock(scope: !65, file: !2, line: 166, column: 5)
!98 = !DILocalVariable(name: "n", scope: !99, file: !2, line: 169, type: !89)
!99 = distinct !DILexicalBlock(scope: !65, file: !2, line: 169, column: 5)
!100 = !DILocalVariable(name: "n", scope: !101, file: !2, line: 173, type: !89)
!101 = distinct !DILexicalBlock(scope: !65, file: !2, line: 173, column: 5)
!102 = !DILocalVariable(name: "next", scope: !103, file: !2, line: 174, type: !89)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 173, column: 60)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 173, column: 5)
!105 = !DILocalVariable(name: "n", scope: !106, file: !2, line: 183, type: !89)
!106 = distinct !DILexicalBlock(scope: !65, file: !2, line: 183, column: 5)
!107 = !DILocalVariable(name: "n", scope: !108, file: !2, line: 186, type: !89)
!108 = distinct !DILexicalBlock(scope: !65, file: !2, line: 186, column: 5)
!109 = !DILocalVariable(name: "next", scope: !110, file: !2, line: 187, type: !89)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 186, column: 60)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 186, column: 5)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !65)
!119 = !DILocation(line: 0, scope: !75)
!120 = !DILocation(line: 119, column: 5, scope: !75)
!121 = !DILocalVariable(name: "lbl", arg: 1, scope: !122, file: !2, line: 89, type: !125)
!122 = distinct !DISubprogram(name: "print_list", scope: !2, file: !2, line: 89, type: !123, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !129)
!123 = !DISubroutineType(types: !124)
!124 = !{null, !125, !127}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !70)
!129 = !{!121, !130, !131}
!130 = !DILocalVariable(name: "n", arg: 2, scope: !122, file: !2, line: 89, type: !127)
!131 = !DILocalVariable(name: "count", scope: !122, file: !2, line: 91, type: !50)
!132 = !DILocation(line: 0, scope: !122, inlinedAt: !133)
!133 = distinct !DILocation(line: 121, column: 5, scope: !65)
!134 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !133)
!135 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !133)
!136 = distinct !DILexicalBlock(scope: !122, file: !2, line: 92, column: 5)
!137 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !133)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 93, column: 13)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 92, column: 5)
!140 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !133)
!141 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !133)
!142 = !{!143, !144, i64 0}
!143 = !{!"node", !144, i64 0, !147, i64 8}
!144 = !{!"int", !145, i64 0}
!145 = !{!"omnipotent char", !146, i64 0}
!146 = !{!"Simple C/C++ TBAA"}
!147 = !{!"any pointer", !145, i64 0}
!148 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !133)
!149 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !133)
!150 = !{!143, !147, i64 8}
!151 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !133)
!152 = distinct !{!152, !135, !153, !154, !155}
!153 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !133)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !{!"llvm.loop.unroll.disable"}
!156 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !133)
!157 = !DILocalVariable(name: "head", arg: 1, scope: !158, file: !2, line: 49, type: !69)
!158 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 49, type: !159, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!69, !69}
!161 = !{!157, !162, !163}
!162 = !DILocalVariable(name: "prev", scope: !158, file: !2, line: 50, type: !69)
!163 = !DILocalVariable(name: "next", scope: !164, file: !2, line: 52, type: !69)
!164 = distinct !DILexicalBlock(scope: !158, file: !2, line: 51, column: 18)
!165 = !DILocation(line: 0, scope: !158, inlinedAt: !166)
!166 = distinct !DILocation(line: 122, column: 9, scope: !65)
!167 = !DILocation(line: 51, column: 5, scope: !158, inlinedAt: !166)
!168 = !DILocation(line: 52, column: 35, scope: !164, inlinedAt: !166)
!169 = !DILocation(line: 0, scope: !164, inlinedAt: !166)
!170 = !DILocation(line: 53, column: 20, scope: !164, inlinedAt: !166)
!171 = distinct !{!171, !167, !172, !154, !155}
!172 = !DILocation(line: 56, column: 5, scope: !158, inlinedAt: !166)
!173 = !DILocation(line: 0, scope: !122, inlinedAt: !174)
!174 = distinct !DILocation(line: 123, column: 5, scope: !65)
!175 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !174)
!176 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !174)
!177 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !174)
!178 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !174)
!179 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !174)
!180 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !174)
!181 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !174)
!182 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !174)
!183 = distinct !{!183, !176, !184, !154, !155}
!184 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !174)
!185 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !174)
!186 = !DILocalVariable(name: "head", arg: 1, scope: !187, file: !2, line: 34, type: !69)
!187 = distinct !DISubprogram(name: "delete_all", scope: !2, file: !2, line: 34, type: !188, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !191)
!188 = !DISubroutineType(types: !189)
!189 = !{!69, !69, !50, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!191 = !{!186, !192, !193, !194, !196}
!192 = !DILocalVariable(name: "v", arg: 2, scope: !187, file: !2, line: 34, type: !50)
!193 = !DILocalVariable(name: "removed", arg: 3, scope: !187, file: !2, line: 34, type: !190)
!194 = !DILocalVariable(name: "pp", scope: !187, file: !2, line: 35, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!196 = !DILocalVariable(name: "dead", scope: !197, file: !2, line: 38, type: !69)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 37, column: 30)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 37, column: 13)
!199 = distinct !DILexicalBlock(scope: !187, file: !2, line: 36, column: 17)
!200 = !DILocation(line: 0, scope: !187, inlinedAt: !201)
!201 = distinct !DILocation(line: 125, column: 9, scope: !65)
!202 = !{!147, !147, i64 0}
!203 = distinct !DIAssignID()
!204 = distinct !DIAssignID()
!205 = !DILocation(line: 36, column: 5, scope: !187, inlinedAt: !201)
!206 = !DILocation(line: 37, column: 20, scope: !198, inlinedAt: !201)
!207 = !DILocation(line: 37, column: 24, scope: !198, inlinedAt: !201)
!208 = !DILocation(line: 0, scope: !198, inlinedAt: !201)
!209 = !DILocation(line: 37, column: 13, scope: !199, inlinedAt: !201)
!210 = !DILocation(line: 0, scope: !197, inlinedAt: !201)
!211 = !DILocation(line: 39, column: 25, scope: !197, inlinedAt: !201)
!212 = !DILocation(line: 39, column: 17, scope: !197, inlinedAt: !201)
!213 = !DILocation(line: 40, column: 13, scope: !197, inlinedAt: !201)
!214 = !DILocation(line: 41, column: 23, scope: !197, inlinedAt: !201)
!215 = !DILocation(line: 42, column: 9, scope: !197, inlinedAt: !201)
!216 = !DILocation(line: 36, column: 12, scope: !187, inlinedAt: !201)
!217 = distinct !{!217, !205, !218, !154, !155}
!218 = !DILocation(line: 45, column: 5, scope: !187, inlinedAt: !201)
!219 = !DILocation(line: 46, column: 12, scope: !187, inlinedAt: !201)
!220 = !DILocation(line: 46, column: 5, scope: !187, inlinedAt: !201)
!221 = !DILocation(line: 0, scope: !187, inlinedAt: !222)
!222 = distinct !DILocation(line: 126, column: 9, scope: !65)
!223 = distinct !DIAssignID()
!224 = !DILocation(line: 36, column: 5, scope: !187, inlinedAt: !222)
!225 = !DILocation(line: 37, column: 20, scope: !198, inlinedAt: !222)
!226 = !DILocation(line: 37, column: 24, scope: !198, inlinedAt: !222)
!227 = !DILocation(line: 0, scope: !198, inlinedAt: !222)
!228 = !DILocation(line: 37, column: 13, scope: !199, inlinedAt: !222)
!229 = !DILocation(line: 0, scope: !197, inlinedAt: !222)
!230 = !DILocation(line: 39, column: 25, scope: !197, inlinedAt: !222)
!231 = !DILocation(line: 39, column: 17, scope: !197, inlinedAt: !222)
!232 = !DILocation(line: 40, column: 13, scope: !197, inlinedAt: !222)
!233 = !DILocation(line: 41, column: 23, scope: !197, inlinedAt: !222)
!234 = !DILocation(line: 42, column: 9, scope: !197, inlinedAt: !222)
!235 = !DILocation(line: 36, column: 12, scope: !187, inlinedAt: !222)
!236 = distinct !{!236, !224, !237, !154, !155}
!237 = !DILocation(line: 45, column: 5, scope: !187, inlinedAt: !222)
!238 = !DILocation(line: 46, column: 12, scope: !187, inlinedAt: !222)
!239 = !DILocation(line: 46, column: 5, scope: !187, inlinedAt: !222)
!240 = !DILocation(line: 0, scope: !187, inlinedAt: !241)
!241 = distinct !DILocation(line: 127, column: 9, scope: !65)
!242 = distinct !DIAssignID()
!243 = !DILocation(line: 36, column: 5, scope: !187, inlinedAt: !241)
!244 = !DILocation(line: 37, column: 20, scope: !198, inlinedAt: !241)
!245 = !DILocation(line: 37, column: 24, scope: !198, inlinedAt: !241)
!246 = !DILocation(line: 0, scope: !198, inlinedAt: !241)
!247 = !DILocation(line: 37, column: 13, scope: !199, inlinedAt: !241)
!248 = !DILocation(line: 0, scope: !197, inlinedAt: !241)
!249 = !DILocation(line: 39, column: 25, scope: !197, inlinedAt: !241)
!250 = !DILocation(line: 39, column: 17, scope: !197, inlinedAt: !241)
!251 = !DILocation(line: 40, column: 13, scope: !197, inlinedAt: !241)
!252 = !DILocation(line: 41, column: 23, scope: !197, inlinedAt: !241)
!253 = !DILocation(line: 42, column: 9, scope: !197, inlinedAt: !241)
!254 = !DILocation(line: 36, column: 12, scope: !187, inlinedAt: !241)
!255 = distinct !{!255, !243, !256, !154, !155}
!256 = !DILocation(line: 45, column: 5, scope: !187, inlinedAt: !241)
!257 = !DILocation(line: 46, column: 12, scope: !187, inlinedAt: !241)
!258 = !DILocation(line: 46, column: 5, scope: !187, inlinedAt: !241)
!259 = !DILocation(line: 0, scope: !122, inlinedAt: !260)
!260 = distinct !DILocation(line: 128, column: 5, scope: !65)
!261 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !260)
!262 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !260)
!263 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !260)
!264 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !260)
!265 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !260)
!266 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !260)
!267 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !260)
!268 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !260)
!269 = distinct !{!269, !262, !270, !154, !155}
!270 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !260)
!271 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !260)
!272 = !DILocation(line: 129, column: 5, scope: !65)
!273 = !DILocation(line: 130, column: 9, scope: !65)
!274 = !DILocation(line: 0, scope: !122, inlinedAt: !275)
!275 = distinct !DILocation(line: 131, column: 5, scope: !65)
!276 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !275)
!277 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !275)
!278 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !275)
!279 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !275)
!280 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !275)
!281 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !275)
!282 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !275)
!283 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !275)
!284 = distinct !{!284, !277, !285, !154, !155}
!285 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !275)
!286 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !275)
!287 = !DILocation(line: 0, scope: !81)
!288 = !DILocation(line: 134, column: 5, scope: !81)
!289 = !DILocation(line: 120, column: 30, scope: !290)
!290 = distinct !DILexicalBlock(scope: !75, file: !2, line: 119, column: 5)
!291 = !DILocation(line: 120, column: 35, scope: !290)
!292 = !DILocalVariable(name: "head", arg: 1, scope: !293, file: !2, line: 16, type: !69)
!293 = distinct !DISubprogram(name: "push_front", scope: !2, file: !2, line: 16, type: !294, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !296)
!294 = !DISubroutineType(types: !295)
!295 = !{!69, !69, !50}
!296 = !{!292, !297, !298}
!297 = !DILocalVariable(name: "v", arg: 2, scope: !293, file: !2, line: 16, type: !50)
!298 = !DILocalVariable(name: "n", scope: !293, file: !2, line: 17, type: !69)
!299 = !DILocation(line: 0, scope: !293, inlinedAt: !300)
!300 = distinct !DILocation(line: 120, column: 13, scope: !290)
!301 = !DILocation(line: 17, column: 22, scope: !293, inlinedAt: !300)
!302 = !DILocation(line: 18, column: 12, scope: !293, inlinedAt: !300)
!303 = !DILocation(line: 19, column: 8, scope: !293, inlinedAt: !300)
!304 = !DILocation(line: 19, column: 13, scope: !293, inlinedAt: !300)
!305 = !DILocation(line: 119, column: 30, scope: !290)
!306 = !DILocation(line: 119, column: 23, scope: !290)
!307 = distinct !{!307, !120, !308, !154, !155}
!308 = !DILocation(line: 120, column: 39, scope: !75)
!309 = !DILocation(line: 0, scope: !122, inlinedAt: !310)
!310 = distinct !DILocation(line: 138, column: 5, scope: !65)
!311 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !310)
!312 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !310)
!313 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !310)
!314 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !310)
!315 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !310)
!316 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !310)
!317 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !310)
!318 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !310)
!319 = distinct !{!319, !312, !320, !154, !155}
!320 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !310)
!321 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !310)
!322 = !DILocalVariable(name: "dummy", scope: !323, file: !2, line: 61, type: !70)
!323 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 60, type: !324, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !326)
!324 = !DISubroutineType(types: !325)
!325 = !{!69, !69, !69}
!326 = !{!327, !328, !322, !329}
!327 = !DILocalVariable(name: "a", arg: 1, scope: !323, file: !2, line: 60, type: !69)
!328 = !DILocalVariable(name: "b", arg: 2, scope: !323, file: !2, line: 60, type: !69)
!329 = !DILocalVariable(name: "t", scope: !323, file: !2, line: 61, type: !69)
!330 = !DILocation(line: 0, scope: !323, inlinedAt: !331)
!331 = distinct !DILocation(line: 139, column: 22, scope: !65)
!332 = !DILocation(line: 61, column: 5, scope: !323, inlinedAt: !331)
!333 = !DILocation(line: 62, column: 12, scope: !323, inlinedAt: !331)
!334 = !DILocation(line: 62, column: 14, scope: !323, inlinedAt: !331)
!335 = !DILocation(line: 62, column: 5, scope: !323, inlinedAt: !331)
!336 = !DILocation(line: 63, column: 16, scope: !337, inlinedAt: !331)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 63, column: 13)
!338 = distinct !DILexicalBlock(scope: !323, file: !2, line: 62, column: 20)
!339 = !DILocation(line: 63, column: 26, scope: !337, inlinedAt: !331)
!340 = !DILocation(line: 63, column: 20, scope: !337, inlinedAt: !331)
!341 = !DILocation(line: 0, scope: !337, inlinedAt: !331)
!342 = !DILocation(line: 63, column: 13, scope: !338, inlinedAt: !331)
!343 = !DILocation(line: 64, column: 21, scope: !344, inlinedAt: !331)
!344 = distinct !DILexicalBlock(scope: !337, file: !2, line: 63, column: 31)
!345 = !DILocation(line: 65, column: 20, scope: !344, inlinedAt: !331)
!346 = !DILocation(line: 66, column: 9, scope: !344, inlinedAt: !331)
!347 = !DILocation(line: 67, column: 21, scope: !348, inlinedAt: !331)
!348 = distinct !DILexicalBlock(scope: !337, file: !2, line: 66, column: 16)
!349 = !DILocation(line: 68, column: 20, scope: !348, inlinedAt: !331)
!350 = !DILocation(line: 70, column: 16, scope: !338, inlinedAt: !331)
!351 = distinct !{!351, !335, !352, !154, !155}
!352 = !DILocation(line: 71, column: 5, scope: !323, inlinedAt: !331)
!353 = !DILocation(line: 72, column: 15, scope: !323, inlinedAt: !331)
!354 = !DILocation(line: 72, column: 8, scope: !323, inlinedAt: !331)
!355 = !DILocation(line: 72, column: 13, scope: !323, inlinedAt: !331)
!356 = !DILocation(line: 73, column: 18, scope: !323, inlinedAt: !331)
!357 = !DILocation(line: 74, column: 1, scope: !323, inlinedAt: !331)
!358 = !DILocation(line: 0, scope: !122, inlinedAt: !359)
!359 = distinct !DILocation(line: 140, column: 5, scope: !65)
!360 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !359)
!361 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !359)
!362 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !359)
!363 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !359)
!364 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !359)
!365 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !359)
!366 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !359)
!367 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !359)
!368 = distinct !{!368, !361, !369, !154, !155}
!369 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !359)
!370 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !359)
!371 = !DILocalVariable(name: "head", arg: 1, scope: !372, file: !2, line: 106, type: !69)
!372 = distinct !DISubprogram(name: "has_cycle", scope: !2, file: !2, line: 106, type: !373, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !375)
!373 = !DISubroutineType(types: !374)
!374 = !{!50, !69}
!375 = !{!371, !376, !377}
!376 = !DILocalVariable(name: "slow", scope: !372, file: !2, line: 107, type: !69)
!377 = !DILocalVariable(name: "fast", scope: !372, file: !2, line: 107, type: !69)
!378 = !DILocation(line: 0, scope: !372, inlinedAt: !379)
!379 = distinct !DILocation(line: 141, column: 27, scope: !65)
!380 = !DILocation(line: 108, column: 5, scope: !372, inlinedAt: !379)
!381 = !DILocation(line: 108, column: 12, scope: !372, inlinedAt: !379)
!382 = !DILocation(line: 108, column: 17, scope: !372, inlinedAt: !379)
!383 = !DILocation(line: 108, column: 26, scope: !372, inlinedAt: !379)
!384 = !DILocation(line: 109, column: 22, scope: !385, inlinedAt: !379)
!385 = distinct !DILexicalBlock(scope: !372, file: !2, line: 108, column: 32)
!386 = !DILocation(line: 110, column: 28, scope: !385, inlinedAt: !379)
!387 = !DILocation(line: 111, column: 18, scope: !388, inlinedAt: !379)
!388 = distinct !DILexicalBlock(scope: !385, file: !2, line: 111, column: 13)
!389 = !DILocation(line: 111, column: 13, scope: !385, inlinedAt: !379)
!390 = distinct !{!390, !380, !391, !154, !155}
!391 = !DILocation(line: 113, column: 5, scope: !372, inlinedAt: !379)
!392 = !DILocation(line: 141, column: 5, scope: !65)
!393 = !DILocation(line: 144, column: 5, scope: !65)
!394 = !DILocation(line: 135, column: 15, scope: !395)
!395 = distinct !DILexicalBlock(scope: !396, file: !2, line: 134, column: 34)
!396 = distinct !DILexicalBlock(scope: !81, file: !2, line: 134, column: 5)
!397 = !DILocation(line: 135, column: 26, scope: !395)
!398 = !DILocation(line: 136, column: 38, scope: !395)
!399 = !DILocation(line: 136, column: 45, scope: !395)
!400 = !DILocalVariable(name: "head", arg: 1, scope: !401, file: !2, line: 23, type: !69)
!401 = distinct !DISubprogram(name: "insert_sorted", scope: !2, file: !2, line: 23, type: !294, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !402)
!402 = !{!400, !403, !404, !405}
!403 = !DILocalVariable(name: "v", arg: 2, scope: !401, file: !2, line: 23, type: !50)
!404 = !DILocalVariable(name: "pp", scope: !401, file: !2, line: 24, type: !195)
!405 = !DILocalVariable(name: "n", scope: !401, file: !2, line: 27, type: !69)
!406 = !DILocation(line: 0, scope: !401, inlinedAt: !407)
!407 = distinct !DILocation(line: 136, column: 13, scope: !395)
!408 = distinct !DIAssignID()
!409 = !DILocation(line: 25, column: 12, scope: !401, inlinedAt: !407)
!410 = !DILocation(line: 25, column: 16, scope: !401, inlinedAt: !407)
!411 = !DILocation(line: 25, column: 26, scope: !401, inlinedAt: !407)
!412 = !DILocation(line: 25, column: 30, scope: !401, inlinedAt: !407)
!413 = !DILocation(line: 25, column: 5, scope: !401, inlinedAt: !407)
!414 = distinct !{!414, !413, !415, !154, !155}
!415 = !DILocation(line: 26, column: 22, scope: !401, inlinedAt: !407)
!416 = !DILocation(line: 27, column: 22, scope: !401, inlinedAt: !407)
!417 = !DILocation(line: 28, column: 12, scope: !401, inlinedAt: !407)
!418 = !DILocation(line: 29, column: 8, scope: !401, inlinedAt: !407)
!419 = !DILocation(line: 29, column: 13, scope: !401, inlinedAt: !407)
!420 = !DILocation(line: 30, column: 9, scope: !401, inlinedAt: !407)
!421 = !DILocation(line: 31, column: 12, scope: !401, inlinedAt: !407)
!422 = !DILocation(line: 31, column: 5, scope: !401, inlinedAt: !407)
!423 = !DILocation(line: 134, column: 30, scope: !396)
!424 = !DILocation(line: 134, column: 23, scope: !396)
!425 = distinct !{!425, !288, !426, !154, !155}
!426 = !DILocation(line: 137, column: 5, scope: !81)
!427 = !DILocation(line: 144, column: 18, scope: !65)
!428 = distinct !{!428, !393, !429, !154, !155}
!429 = !DILocation(line: 145, column: 22, scope: !65)
!430 = !DILocation(line: 146, column: 21, scope: !65)
!431 = !DILocation(line: 146, column: 27, scope: !65)
!432 = !DILocation(line: 146, column: 16, scope: !65)
!433 = !DILocation(line: 0, scope: !372, inlinedAt: !434)
!434 = distinct !DILocation(line: 147, column: 27, scope: !65)
!435 = !DILocation(line: 108, column: 5, scope: !372, inlinedAt: !434)
!436 = !DILocation(line: 108, column: 12, scope: !372, inlinedAt: !434)
!437 = !DILocation(line: 108, column: 17, scope: !372, inlinedAt: !434)
!438 = !DILocation(line: 108, column: 26, scope: !372, inlinedAt: !434)
!439 = !DILocation(line: 109, column: 22, scope: !385, inlinedAt: !434)
!440 = !DILocation(line: 110, column: 28, scope: !385, inlinedAt: !434)
!441 = !DILocation(line: 111, column: 18, scope: !388, inlinedAt: !434)
!442 = !DILocation(line: 111, column: 13, scope: !385, inlinedAt: !434)
!443 = distinct !{!443, !435, !444, !154, !155}
!444 = !DILocation(line: 113, column: 5, scope: !372, inlinedAt: !434)
!445 = !DILocation(line: 147, column: 5, scope: !65)
!446 = !DILocation(line: 148, column: 16, scope: !65)
!447 = !DILocalVariable(name: "n", arg: 1, scope: !448, file: !2, line: 98, type: !69)
!448 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 98, type: !449, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !451)
!449 = !DISubroutineType(types: !450)
!450 = !{null, !69}
!451 = !{!447, !452}
!452 = !DILocalVariable(name: "next", scope: !453, file: !2, line: 100, type: !69)
!453 = distinct !DILexicalBlock(scope: !448, file: !2, line: 99, column: 15)
!454 = !DILocation(line: 0, scope: !448, inlinedAt: !455)
!455 = distinct !DILocation(line: 149, column: 5, scope: !65)
!456 = !DILocation(line: 99, column: 5, scope: !448, inlinedAt: !455)
!457 = !DILocation(line: 100, column: 32, scope: !453, inlinedAt: !455)
!458 = !DILocation(line: 0, scope: !453, inlinedAt: !455)
!459 = !DILocation(line: 101, column: 9, scope: !453, inlinedAt: !455)
!460 = distinct !{!460, !456, !461, !154, !155}
!461 = !DILocation(line: 103, column: 5, scope: !448, inlinedAt: !455)
!462 = !DILocation(line: 151, column: 5, scope: !65)
!463 = !DILocation(line: 151, column: 29, scope: !65)
!464 = !{!465, !144, i64 0}
!465 = !{!"dnode", !144, i64 0, !147, i64 8, !147, i64 16}
!466 = distinct !DIAssignID()
!467 = !{!465, !147, i64 8}
!468 = distinct !DIAssignID()
!469 = !{!465, !147, i64 16}
!470 = distinct !DIAssignID()
!471 = !DILocation(line: 0, scope: !92)
!472 = !DILocation(line: 152, column: 5, scope: !92)
!473 = !DILocation(line: 165, column: 5, scope: !65)
!474 = !DILocation(line: 166, column: 37, scope: !97)
!475 = !DILocation(line: 0, scope: !97)
!476 = !DILocation(line: 166, column: 45, scope: !477)
!477 = distinct !DILexicalBlock(scope: !97, file: !2, line: 166, column: 5)
!478 = !DILocation(line: 166, column: 5, scope: !97)
!479 = !DILocation(line: 153, column: 27, scope: !94)
!480 = !DILocation(line: 0, scope: !94)
!481 = !DILocation(line: 154, column: 20, scope: !94)
!482 = !DILocation(line: 154, column: 16, scope: !94)
!483 = !DILocation(line: 155, column: 15, scope: !484)
!484 = distinct !DILexicalBlock(scope: !94, file: !2, line: 155, column: 13)
!485 = !DILocation(line: 0, scope: !484)
!486 = !DILocation(line: 155, column: 13, scope: !94)
!487 = !DILocation(line: 156, column: 32, scope: !488)
!488 = distinct !DILexicalBlock(scope: !484, file: !2, line: 155, column: 20)
!489 = !DILocation(line: 156, column: 16, scope: !488)
!490 = !DILocation(line: 156, column: 21, scope: !488)
!491 = !DILocation(line: 158, column: 9, scope: !488)
!492 = !DILocation(line: 159, column: 16, scope: !493)
!493 = distinct !DILexicalBlock(scope: !484, file: !2, line: 158, column: 16)
!494 = !DILocation(line: 159, column: 21, scope: !493)
!495 = !DILocation(line: 160, column: 32, scope: !493)
!496 = !DILocation(line: 162, column: 12, scope: !94)
!497 = !DILocation(line: 162, column: 18, scope: !94)
!498 = !DILocation(line: 162, column: 23, scope: !94)
!499 = !DILocation(line: 163, column: 12, scope: !94)
!500 = !DILocation(line: 163, column: 18, scope: !94)
!501 = !DILocation(line: 163, column: 23, scope: !94)
!502 = !DILocation(line: 152, column: 31, scope: !95)
!503 = !DILocation(line: 152, column: 23, scope: !95)
!504 = distinct !{!504, !472, !505, !154, !155}
!505 = !DILocation(line: 164, column: 5, scope: !92)
!506 = !DILocation(line: 168, column: 5, scope: !65)
!507 = !DILocation(line: 169, column: 37, scope: !99)
!508 = !DILocation(line: 0, scope: !99)
!509 = !DILocation(line: 169, column: 45, scope: !510)
!510 = distinct !DILexicalBlock(scope: !99, file: !2, line: 169, column: 5)
!511 = !DILocation(line: 169, column: 5, scope: !99)
!512 = !DILocation(line: 167, column: 26, scope: !477)
!513 = !DILocation(line: 167, column: 9, scope: !477)
!514 = !DILocation(line: 166, column: 66, scope: !477)
!515 = distinct !{!515, !478, !516, !154, !155}
!516 = !DILocation(line: 167, column: 29, scope: !97)
!517 = !DILocation(line: 171, column: 5, scope: !65)
!518 = !DILocation(line: 173, column: 37, scope: !101)
!519 = !DILocation(line: 0, scope: !101)
!520 = !DILocation(line: 173, column: 45, scope: !104)
!521 = !DILocation(line: 173, column: 5, scope: !101)
!522 = !DILocation(line: 170, column: 26, scope: !510)
!523 = !DILocation(line: 170, column: 9, scope: !510)
!524 = !DILocation(line: 169, column: 66, scope: !510)
!525 = distinct !{!525, !511, !526, !154, !155}
!526 = !DILocation(line: 170, column: 29, scope: !99)
!527 = !DILocation(line: 182, column: 5, scope: !65)
!528 = !DILocation(line: 183, column: 37, scope: !106)
!529 = !DILocation(line: 0, scope: !106)
!530 = !DILocation(line: 183, column: 45, scope: !531)
!531 = distinct !DILexicalBlock(scope: !106, file: !2, line: 183, column: 5)
!532 = !DILocation(line: 183, column: 5, scope: !106)
!533 = !DILocation(line: 174, column: 33, scope: !103)
!534 = !DILocation(line: 0, scope: !103)
!535 = !DILocation(line: 175, column: 16, scope: !536)
!536 = distinct !DILexicalBlock(scope: !103, file: !2, line: 175, column: 13)
!537 = !DILocation(line: 175, column: 20, scope: !536)
!538 = !DILocation(line: 175, column: 13, scope: !103)
!539 = !DILocation(line: 176, column: 16, scope: !540)
!540 = distinct !DILexicalBlock(scope: !536, file: !2, line: 175, column: 25)
!541 = !DILocation(line: 176, column: 22, scope: !540)
!542 = !DILocation(line: 176, column: 27, scope: !540)
!543 = !DILocation(line: 177, column: 16, scope: !540)
!544 = !DILocation(line: 177, column: 22, scope: !540)
!545 = !DILocation(line: 177, column: 27, scope: !540)
!546 = !DILocation(line: 178, column: 13, scope: !540)
!547 = !DILocation(line: 179, column: 9, scope: !540)
!548 = distinct !{!548, !521, !549, !154, !155}
!549 = !DILocation(line: 181, column: 5, scope: !101)
!550 = !DILocation(line: 185, column: 5, scope: !65)
!551 = !DILocation(line: 186, column: 37, scope: !108)
!552 = !DILocation(line: 0, scope: !108)
!553 = !DILocation(line: 186, column: 45, scope: !111)
!554 = !DILocation(line: 186, column: 5, scope: !108)
!555 = !DILocation(line: 184, column: 26, scope: !531)
!556 = !DILocation(line: 184, column: 9, scope: !531)
!557 = !DILocation(line: 183, column: 66, scope: !531)
!558 = distinct !{!558, !532, !559, !154, !155}
!559 = !DILocation(line: 184, column: 29, scope: !106)
!560 = !DILocation(line: 192, column: 1, scope: !65)
!561 = !DILocation(line: 191, column: 5, scope: !65)
!562 = !DILocation(line: 187, column: 33, scope: !110)
!563 = !DILocation(line: 0, scope: !110)
!564 = !DILocation(line: 188, column: 9, scope: !110)
!565 = distinct !{!565, !554, !566, !154, !155}
!566 = !DILocation(line: 190, column: 5, scope: !108)
!567 = !DISubprogram(name: "printf", scope: !568, file: !568, line: 356, type: !569, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!569 = !DISubroutineType(types: !570)
!570 = !{!50, !571, null}
!571 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!572 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 76, type: !159, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !573)
!573 = !{!574, !575, !576, !577}
!574 = !DILocalVariable(name: "head", arg: 1, scope: !572, file: !2, line: 76, type: !69)
!575 = !DILocalVariable(name: "slow", scope: !572, file: !2, line: 79, type: !69)
!576 = !DILocalVariable(name: "fast", scope: !572, file: !2, line: 79, type: !69)
!577 = !DILocalVariable(name: "second", scope: !572, file: !2, line: 84, type: !69)
!578 = distinct !DIAssignID()
!579 = !DILocation(line: 0, scope: !572)
!580 = !DILocation(line: 77, column: 10, scope: !581)
!581 = distinct !DILexicalBlock(scope: !572, file: !2, line: 77, column: 9)
!582 = !DILocation(line: 77, column: 15, scope: !581)
!583 = !DILocation(line: 77, column: 25, scope: !581)
!584 = !DILocation(line: 77, column: 19, scope: !581)
!585 = !DILocation(line: 77, column: 9, scope: !572)
!586 = !DILocation(line: 80, column: 26, scope: !572)
!587 = !DILocation(line: 80, column: 17, scope: !572)
!588 = !DILocation(line: 80, column: 5, scope: !572)
!589 = !DILocation(line: 81, column: 22, scope: !590)
!590 = distinct !DILexicalBlock(scope: !572, file: !2, line: 80, column: 32)
!591 = !DILocation(line: 82, column: 28, scope: !590)
!592 = !DILocation(line: 80, column: 12, scope: !572)
!593 = distinct !{!593, !588, !594, !154, !155}
!594 = !DILocation(line: 83, column: 5, scope: !572)
!595 = !DILocation(line: 84, column: 33, scope: !572)
!596 = !DILocation(line: 85, column: 16, scope: !572)
!597 = !DILocation(line: 86, column: 18, scope: !572)
!598 = !DILocation(line: 86, column: 31, scope: !572)
!599 = !DILocation(line: 0, scope: !323, inlinedAt: !600)
!600 = distinct !DILocation(line: 86, column: 12, scope: !572)
!601 = !DILocation(line: 61, column: 5, scope: !323, inlinedAt: !600)
!602 = !DILocation(line: 62, column: 12, scope: !323, inlinedAt: !600)
!603 = !DILocation(line: 62, column: 14, scope: !323, inlinedAt: !600)
!604 = !DILocation(line: 62, column: 5, scope: !323, inlinedAt: !600)
!605 = !DILocation(line: 63, column: 16, scope: !337, inlinedAt: !600)
!606 = !DILocation(line: 63, column: 26, scope: !337, inlinedAt: !600)
!607 = !DILocation(line: 63, column: 20, scope: !337, inlinedAt: !600)
!608 = !DILocation(line: 0, scope: !337, inlinedAt: !600)
!609 = !DILocation(line: 63, column: 13, scope: !338, inlinedAt: !600)
!610 = !DILocation(line: 64, column: 21, scope: !344, inlinedAt: !600)
!611 = !DILocation(line: 65, column: 20, scope: !344, inlinedAt: !600)
!612 = !DILocation(line: 66, column: 9, scope: !344, inlinedAt: !600)
!613 = !DILocation(line: 67, column: 21, scope: !348, inlinedAt: !600)
!614 = !DILocation(line: 68, column: 20, scope: !348, inlinedAt: !600)
!615 = !DILocation(line: 70, column: 16, scope: !338, inlinedAt: !600)
!616 = distinct !{!616, !604, !617, !154, !155}
!617 = !DILocation(line: 71, column: 5, scope: !323, inlinedAt: !600)
!618 = !DILocation(line: 72, column: 15, scope: !323, inlinedAt: !600)
!619 = !DILocation(line: 72, column: 8, scope: !323, inlinedAt: !600)
!620 = !DILocation(line: 72, column: 13, scope: !323, inlinedAt: !600)
!621 = !DILocation(line: 73, column: 18, scope: !323, inlinedAt: !600)
!622 = !DILocation(line: 74, column: 1, scope: !323, inlinedAt: !600)
!623 = !DILocation(line: 87, column: 1, scope: !572)
!624 = !DISubprogram(name: "malloc", scope: !625, file: !625, line: 553, type: !626, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!625 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!626 = !DISubroutineType(types: !627)
!627 = !{!628, !629}
!628 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!629 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !630, line: 18, baseType: !631)
!630 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!631 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!632 = !DISubprogram(name: "free", scope: !625, file: !625, line: 568, type: !633, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!633 = !DISubroutineType(types: !634)
!634 = !{null, !628}
