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
  br label %140, !dbg !120

7:                                                ; preds = %140
    #dbg_value(ptr @.str, !121, !DIExpression(), !132)
    #dbg_value(ptr %147, !130, !DIExpression(), !132)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str), !dbg !134
    #dbg_value(i32 0, !131, !DIExpression(), !132)
  br label %9, !dbg !135

9:                                                ; preds = %7, %16
  %10 = phi i32 [ %19, %16 ], [ 0, %7 ]
  %11 = phi ptr [ %18, %16 ], [ %147, %7 ]
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
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %19), !dbg !155
    #dbg_value(ptr %147, !156, !DIExpression(), !164)
    #dbg_value(ptr null, !161, !DIExpression(), !164)
  br label %23, !dbg !166

23:                                               ; preds = %21, %23
  %24 = phi ptr [ %27, %23 ], [ %147, %21 ]
  %25 = phi ptr [ %24, %23 ], [ null, %21 ]
    #dbg_value(ptr %24, !156, !DIExpression(), !164)
    #dbg_value(ptr %25, !161, !DIExpression(), !164)
  %26 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !167
  %27 = load ptr, ptr %26, align 8, !dbg !167, !tbaa !150
    #dbg_value(ptr %27, !162, !DIExpression(), !168)
  store ptr %25, ptr %26, align 8, !dbg !169, !tbaa !150
    #dbg_value(ptr %27, !156, !DIExpression(), !164)
    #dbg_value(ptr %24, !161, !DIExpression(), !164)
  %28 = icmp eq ptr %27, null, !dbg !166
  br i1 %28, label %29, label %23, !dbg !166, !llvm.loop !170

29:                                               ; preds = %23
    #dbg_value(ptr %24, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.1, !121, !DIExpression(), !172)
    #dbg_value(ptr %24, !130, !DIExpression(), !172)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1), !dbg !174
    #dbg_value(i32 0, !131, !DIExpression(), !172)
  br label %31, !dbg !175

31:                                               ; preds = %29, %38
  %32 = phi i32 [ %41, %38 ], [ 0, %29 ]
  %33 = phi ptr [ %40, %38 ], [ %24, %29 ]
    #dbg_value(i32 %32, !131, !DIExpression(), !172)
    #dbg_value(ptr %33, !130, !DIExpression(), !172)
  %34 = icmp ult i32 %32, 30, !dbg !176
  br i1 %34, label %35, label %38, !dbg !177

35:                                               ; preds = %31
  %36 = load i32, ptr %33, align 8, !dbg !178, !tbaa !142
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %36), !dbg !179
  br label %38, !dbg !179

38:                                               ; preds = %35, %31
  %39 = getelementptr inbounds i8, ptr %33, i64 8, !dbg !180
  %40 = load ptr, ptr %39, align 8, !dbg !180, !tbaa !150
    #dbg_value(ptr %40, !130, !DIExpression(), !172)
  %41 = add nuw nsw i32 %32, 1, !dbg !181
    #dbg_value(i32 %41, !131, !DIExpression(), !172)
  %42 = icmp eq ptr %40, null, !dbg !175
  br i1 %42, label %43, label %31, !dbg !175, !llvm.loop !182

43:                                               ; preds = %38
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %41), !dbg !184
    #dbg_value(i32 0, !76, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
    #dbg_assign(i1 undef, !185, !DIExpression(), !116, ptr %5, !DIExpression(), !199)
  store ptr %24, ptr %5, align 8, !tbaa !201, !DIAssignID !202
    #dbg_assign(ptr %24, !185, !DIExpression(), !202, ptr %5, !DIExpression(), !199)
    #dbg_value(i32 4, !191, !DIExpression(), !199)
    #dbg_value(ptr undef, !192, !DIExpression(), !199)
    #dbg_value(ptr %5, !193, !DIExpression(), !199)
  br label %45, !dbg !203

45:                                               ; preds = %43, %55
  %46 = phi i32 [ 0, %43 ], [ %56, %55 ], !dbg !118
  %47 = phi ptr [ %5, %43 ], [ %57, %55 ]
  %48 = phi ptr [ %24, %43 ], [ %58, %55 ]
    #dbg_value(i32 %46, !76, !DIExpression(), !118)
    #dbg_value(ptr %47, !193, !DIExpression(), !199)
  %49 = load i32, ptr %48, align 8, !dbg !204, !tbaa !142
  %50 = icmp eq i32 %49, 4, !dbg !205
  %51 = getelementptr inbounds i8, ptr %48, i64 8, !dbg !206
  br i1 %50, label %52, label %55, !dbg !207

52:                                               ; preds = %45
    #dbg_value(ptr %48, !195, !DIExpression(), !208)
  %53 = load ptr, ptr %51, align 8, !dbg !209, !tbaa !150
  store ptr %53, ptr %47, align 8, !dbg !210, !tbaa !201
  tail call void @free(ptr noundef nonnull %48) #7, !dbg !211
  %54 = add nsw i32 %46, 1, !dbg !212
    #dbg_value(i32 %54, !76, !DIExpression(), !118)
  br label %55, !dbg !213

55:                                               ; preds = %52, %45
  %56 = phi i32 [ %54, %52 ], [ %46, %45 ], !dbg !118
  %57 = phi ptr [ %47, %52 ], [ %51, %45 ], !dbg !199
    #dbg_value(i32 %56, !76, !DIExpression(), !118)
    #dbg_value(ptr %57, !193, !DIExpression(), !199)
  %58 = load ptr, ptr %57, align 8, !dbg !214, !tbaa !201
  %59 = icmp eq ptr %58, null, !dbg !203
  br i1 %59, label %60, label %45, !dbg !203, !llvm.loop !215

60:                                               ; preds = %55
  %61 = load ptr, ptr %5, align 8, !dbg !217, !tbaa !201
    #dbg_value(i32 %56, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !218
    #dbg_value(ptr %61, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
    #dbg_assign(i1 undef, !185, !DIExpression(), !115, ptr %4, !DIExpression(), !219)
  store ptr %61, ptr %4, align 8, !tbaa !201, !DIAssignID !221
    #dbg_assign(ptr %61, !185, !DIExpression(), !221, ptr %4, !DIExpression(), !219)
    #dbg_value(i32 0, !191, !DIExpression(), !219)
    #dbg_value(ptr undef, !192, !DIExpression(), !219)
    #dbg_value(ptr %4, !193, !DIExpression(), !219)
  %62 = icmp eq ptr %61, null, !dbg !222
  br i1 %62, label %78, label %63, !dbg !222

63:                                               ; preds = %60, %73
  %64 = phi i32 [ %74, %73 ], [ %56, %60 ], !dbg !118
  %65 = phi ptr [ %75, %73 ], [ %4, %60 ]
  %66 = phi ptr [ %76, %73 ], [ %61, %60 ]
    #dbg_value(i32 %64, !76, !DIExpression(), !118)
    #dbg_value(ptr %65, !193, !DIExpression(), !219)
  %67 = load i32, ptr %66, align 8, !dbg !223, !tbaa !142
  %68 = icmp eq i32 %67, 0, !dbg !224
  %69 = getelementptr inbounds i8, ptr %66, i64 8, !dbg !225
  br i1 %68, label %70, label %73, !dbg !226

70:                                               ; preds = %63
    #dbg_value(ptr %66, !195, !DIExpression(), !227)
  %71 = load ptr, ptr %69, align 8, !dbg !228, !tbaa !150
  store ptr %71, ptr %65, align 8, !dbg !229, !tbaa !201
  tail call void @free(ptr noundef nonnull %66) #7, !dbg !230
  %72 = add nsw i32 %64, 1, !dbg !231
    #dbg_value(i32 %72, !76, !DIExpression(), !118)
  br label %73, !dbg !232

73:                                               ; preds = %70, %63
  %74 = phi i32 [ %72, %70 ], [ %64, %63 ], !dbg !118
  %75 = phi ptr [ %65, %70 ], [ %69, %63 ], !dbg !219
    #dbg_value(i32 %74, !76, !DIExpression(), !118)
    #dbg_value(ptr %75, !193, !DIExpression(), !219)
  %76 = load ptr, ptr %75, align 8, !dbg !233, !tbaa !201
  %77 = icmp eq ptr %76, null, !dbg !222
  br i1 %77, label %79, label %63, !dbg !222, !llvm.loop !234

78:                                               ; preds = %60
    #dbg_value(i32 %56, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !236
    #dbg_value(ptr null, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !185, !DIExpression(), !114, ptr %3, !DIExpression(), !237)
    #dbg_assign(ptr %80, !185, !DIExpression(), !239, ptr %3, !DIExpression(), !237)
    #dbg_assign(ptr null, !185, !DIExpression(), !240, ptr %3, !DIExpression(), !237)
    #dbg_value(i32 42, !191, !DIExpression(), !237)
    #dbg_value(ptr undef, !192, !DIExpression(), !237)
    #dbg_value(ptr %3, !193, !DIExpression(), !237)
  br label %97, !dbg !241

79:                                               ; preds = %73
  %80 = load ptr, ptr %4, align 8, !dbg !242, !tbaa !201
    #dbg_value(i32 %74, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !236
    #dbg_value(ptr %80, !68, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
    #dbg_assign(i1 undef, !185, !DIExpression(), !114, ptr %3, !DIExpression(), !237)
  store ptr %80, ptr %3, align 8, !tbaa !201, !DIAssignID !239
    #dbg_assign(ptr %80, !185, !DIExpression(), !239, ptr %3, !DIExpression(), !237)
    #dbg_assign(ptr null, !185, !DIExpression(), !240, ptr %3, !DIExpression(), !237)
    #dbg_value(i32 42, !191, !DIExpression(), !237)
    #dbg_value(ptr undef, !192, !DIExpression(), !237)
    #dbg_value(ptr %3, !193, !DIExpression(), !237)
  %81 = icmp eq ptr %80, null, !dbg !241
  br i1 %81, label %97, label %82, !dbg !241

82:                                               ; preds = %79, %92
  %83 = phi i32 [ %93, %92 ], [ %74, %79 ], !dbg !118
  %84 = phi ptr [ %94, %92 ], [ %3, %79 ]
  %85 = phi ptr [ %95, %92 ], [ %80, %79 ]
    #dbg_value(i32 %83, !76, !DIExpression(), !118)
    #dbg_value(ptr %84, !193, !DIExpression(), !237)
  %86 = load i32, ptr %85, align 8, !dbg !243, !tbaa !142
  %87 = icmp eq i32 %86, 42, !dbg !244
  %88 = getelementptr inbounds i8, ptr %85, i64 8, !dbg !245
  br i1 %87, label %89, label %92, !dbg !246

89:                                               ; preds = %82
    #dbg_value(ptr %85, !195, !DIExpression(), !247)
  %90 = load ptr, ptr %88, align 8, !dbg !248, !tbaa !150
  store ptr %90, ptr %84, align 8, !dbg !249, !tbaa !201
  tail call void @free(ptr noundef nonnull %85) #7, !dbg !250
  %91 = add nsw i32 %83, 1, !dbg !251
    #dbg_value(i32 %91, !76, !DIExpression(), !118)
  br label %92, !dbg !252

92:                                               ; preds = %89, %82
  %93 = phi i32 [ %91, %89 ], [ %83, %82 ], !dbg !118
  %94 = phi ptr [ %84, %89 ], [ %88, %82 ], !dbg !237
    #dbg_value(i32 %93, !76, !DIExpression(), !118)
    #dbg_value(ptr %94, !193, !DIExpression(), !237)
  %95 = load ptr, ptr %94, align 8, !dbg !253, !tbaa !201
  %96 = icmp eq ptr %95, null, !dbg !241
  br i1 %96, label %100, label %82, !dbg !241, !llvm.loop !254

97:                                               ; preds = %79, %78
  %98 = phi i32 [ %56, %78 ], [ %74, %79 ]
    #dbg_value(i32 %98, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !256
    #dbg_value(ptr null, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.2, !121, !DIExpression(), !257)
    #dbg_value(ptr null, !130, !DIExpression(), !257)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2), !dbg !259
    #dbg_value(i32 0, !131, !DIExpression(), !257)
  br label %116, !dbg !260

100:                                              ; preds = %92
  %101 = load ptr, ptr %3, align 8, !dbg !261, !tbaa !201
    #dbg_value(i32 %93, !76, !DIExpression(), !118)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !256
    #dbg_value(ptr %101, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.2, !121, !DIExpression(), !257)
    #dbg_value(ptr %101, !130, !DIExpression(), !257)
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2), !dbg !259
    #dbg_value(i32 0, !131, !DIExpression(), !257)
  %103 = icmp eq ptr %101, null, !dbg !260
  br i1 %103, label %116, label %104, !dbg !260

104:                                              ; preds = %100, %111
  %105 = phi i32 [ %114, %111 ], [ 0, %100 ]
  %106 = phi ptr [ %113, %111 ], [ %101, %100 ]
    #dbg_value(i32 %105, !131, !DIExpression(), !257)
    #dbg_value(ptr %106, !130, !DIExpression(), !257)
  %107 = icmp ult i32 %105, 30, !dbg !262
  br i1 %107, label %108, label %111, !dbg !263

108:                                              ; preds = %104
  %109 = load i32, ptr %106, align 8, !dbg !264, !tbaa !142
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %109), !dbg !265
  br label %111, !dbg !265

111:                                              ; preds = %108, %104
  %112 = getelementptr inbounds i8, ptr %106, i64 8, !dbg !266
  %113 = load ptr, ptr %112, align 8, !dbg !266, !tbaa !150
    #dbg_value(ptr %113, !130, !DIExpression(), !257)
  %114 = add nuw nsw i32 %105, 1, !dbg !267
    #dbg_value(i32 %114, !131, !DIExpression(), !257)
  %115 = icmp eq ptr %113, null, !dbg !260
  br i1 %115, label %116, label %104, !dbg !260, !llvm.loop !268

116:                                              ; preds = %111, %97, %100
  %117 = phi ptr [ null, %100 ], [ null, %97 ], [ %101, %111 ]
  %118 = phi i32 [ %93, %100 ], [ %98, %97 ], [ %93, %111 ]
  %119 = phi i32 [ 0, %100 ], [ 0, %97 ], [ %114, %111 ], !dbg !257
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %119), !dbg !270
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %118), !dbg !271
  %122 = tail call fastcc ptr @msort(ptr noundef %117), !dbg !272
    #dbg_value(ptr %122, !68, !DIExpression(), !118)
    #dbg_value(ptr @.str.4, !121, !DIExpression(), !273)
    #dbg_value(ptr %122, !130, !DIExpression(), !273)
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4), !dbg !275
    #dbg_value(i32 0, !131, !DIExpression(), !273)
  %124 = icmp eq ptr %122, null, !dbg !276
  br i1 %124, label %137, label %125, !dbg !276

125:                                              ; preds = %116, %132
  %126 = phi i32 [ %135, %132 ], [ 0, %116 ]
  %127 = phi ptr [ %134, %132 ], [ %122, %116 ]
    #dbg_value(i32 %126, !131, !DIExpression(), !273)
    #dbg_value(ptr %127, !130, !DIExpression(), !273)
  %128 = icmp ult i32 %126, 30, !dbg !277
  br i1 %128, label %129, label %132, !dbg !278

129:                                              ; preds = %125
  %130 = load i32, ptr %127, align 8, !dbg !279, !tbaa !142
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %130), !dbg !280
  br label %132, !dbg !280

132:                                              ; preds = %129, %125
  %133 = getelementptr inbounds i8, ptr %127, i64 8, !dbg !281
  %134 = load ptr, ptr %133, align 8, !dbg !281, !tbaa !150
    #dbg_value(ptr %134, !130, !DIExpression(), !273)
  %135 = add nuw nsw i32 %126, 1, !dbg !282
    #dbg_value(i32 %135, !131, !DIExpression(), !273)
  %136 = icmp eq ptr %134, null, !dbg !276
  br i1 %136, label %137, label %125, !dbg !276, !llvm.loop !283

137:                                              ; preds = %132, %116
  %138 = phi i32 [ 0, %116 ], [ %135, %132 ], !dbg !273
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %138), !dbg !285
    #dbg_value(ptr null, !77, !DIExpression(), !118)
    #dbg_value(i32 12345, !78, !DIExpression(), !118)
    #dbg_value(i32 0, !80, !DIExpression(), !286)
  br label %236, !dbg !287

140:                                              ; preds = %0, %140
  %141 = phi ptr [ null, %0 ], [ %147, %140 ]
  %142 = phi i32 [ 0, %0 ], [ %149, %140 ]
    #dbg_value(ptr %141, !68, !DIExpression(), !118)
    #dbg_value(i32 %142, !74, !DIExpression(), !119)
  %143 = trunc nuw i32 %142 to i8, !dbg !288
  %144 = mul nuw i8 %143, 7, !dbg !288
  %145 = urem i8 %144, 10, !dbg !288
  %146 = zext nneg i8 %145 to i32, !dbg !288
    #dbg_value(ptr %141, !290, !DIExpression(), !297)
    #dbg_value(i32 %146, !295, !DIExpression(), !297)
  %147 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !299
    #dbg_value(ptr %147, !296, !DIExpression(), !297)
  store i32 %146, ptr %147, align 8, !dbg !300, !tbaa !142
  %148 = getelementptr inbounds i8, ptr %147, i64 8, !dbg !301
  store ptr %141, ptr %148, align 8, !dbg !302, !tbaa !150
    #dbg_value(ptr %147, !68, !DIExpression(), !118)
  %149 = add nuw nsw i32 %142, 1, !dbg !303
    #dbg_value(i32 %149, !74, !DIExpression(), !119)
  %150 = icmp eq i32 %149, 15, !dbg !304
  br i1 %150, label %7, label %140, !dbg !120, !llvm.loop !305

151:                                              ; preds = %259
    #dbg_value(ptr @.str.5, !121, !DIExpression(), !307)
    #dbg_value(ptr %264, !130, !DIExpression(), !307)
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5), !dbg !309
    #dbg_value(i32 0, !131, !DIExpression(), !307)
  %153 = icmp eq ptr %264, null, !dbg !310
  br i1 %153, label %166, label %154, !dbg !310

154:                                              ; preds = %151, %161
  %155 = phi i32 [ %164, %161 ], [ 0, %151 ]
  %156 = phi ptr [ %163, %161 ], [ %264, %151 ]
    #dbg_value(i32 %155, !131, !DIExpression(), !307)
    #dbg_value(ptr %156, !130, !DIExpression(), !307)
  %157 = icmp ult i32 %155, 30, !dbg !311
  br i1 %157, label %158, label %161, !dbg !312

158:                                              ; preds = %154
  %159 = load i32, ptr %156, align 8, !dbg !313, !tbaa !142
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %159), !dbg !314
  br label %161, !dbg !314

161:                                              ; preds = %158, %154
  %162 = getelementptr inbounds i8, ptr %156, i64 8, !dbg !315
  %163 = load ptr, ptr %162, align 8, !dbg !315, !tbaa !150
    #dbg_value(ptr %163, !130, !DIExpression(), !307)
  %164 = add nuw nsw i32 %155, 1, !dbg !316
    #dbg_value(i32 %164, !131, !DIExpression(), !307)
  %165 = icmp eq ptr %163, null, !dbg !310
  br i1 %165, label %166, label %154, !dbg !310, !llvm.loop !317

166:                                              ; preds = %161, %151
  %167 = phi i32 [ 0, %151 ], [ %164, %161 ], !dbg !307
  %168 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %167), !dbg !319
    #dbg_assign(i1 undef, !320, !DIExpression(), !113, ptr %2, !DIExpression(), !328)
    #dbg_value(ptr %122, !325, !DIExpression(), !328)
    #dbg_value(ptr %264, !326, !DIExpression(), !328)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !330
    #dbg_value(ptr %2, !327, !DIExpression(), !328)
  %169 = icmp ne ptr %122, null, !dbg !331
  %170 = icmp ne ptr %264, null, !dbg !332
  %171 = and i1 %169, %170, !dbg !332
  br i1 %171, label %172, label %193, !dbg !333

172:                                              ; preds = %166, %186
  %173 = phi ptr [ %187, %186 ], [ %2, %166 ]
  %174 = phi ptr [ %189, %186 ], [ %264, %166 ]
  %175 = phi ptr [ %188, %186 ], [ %122, %166 ]
    #dbg_value(ptr %173, !327, !DIExpression(), !328)
    #dbg_value(ptr %174, !326, !DIExpression(), !328)
    #dbg_value(ptr %175, !325, !DIExpression(), !328)
  %176 = load i32, ptr %175, align 8, !dbg !334, !tbaa !142
  %177 = load i32, ptr %174, align 8, !dbg !337, !tbaa !142
  %178 = icmp sgt i32 %176, %177, !dbg !338
  %179 = getelementptr inbounds i8, ptr %173, i64 8, !dbg !339
  br i1 %178, label %183, label %180, !dbg !340

180:                                              ; preds = %172
  store ptr %175, ptr %179, align 8, !dbg !341, !tbaa !150
  %181 = getelementptr inbounds i8, ptr %175, i64 8, !dbg !343
  %182 = load ptr, ptr %181, align 8, !dbg !343, !tbaa !150
    #dbg_value(ptr %182, !325, !DIExpression(), !328)
  br label %186, !dbg !344

183:                                              ; preds = %172
  store ptr %174, ptr %179, align 8, !dbg !345, !tbaa !150
  %184 = getelementptr inbounds i8, ptr %174, i64 8, !dbg !347
  %185 = load ptr, ptr %184, align 8, !dbg !347, !tbaa !150
    #dbg_value(ptr %185, !326, !DIExpression(), !328)
  br label %186

186:                                              ; preds = %183, %180
  %187 = phi ptr [ %175, %180 ], [ %174, %183 ], !dbg !348
  %188 = phi ptr [ %182, %180 ], [ %175, %183 ]
  %189 = phi ptr [ %174, %180 ], [ %185, %183 ]
    #dbg_value(ptr %189, !326, !DIExpression(), !328)
    #dbg_value(ptr %188, !325, !DIExpression(), !328)
    #dbg_value(ptr %187, !327, !DIExpression(), !328)
  %190 = icmp ne ptr %188, null, !dbg !331
  %191 = icmp ne ptr %189, null, !dbg !332
  %192 = select i1 %190, i1 %191, i1 false, !dbg !332
  br i1 %192, label %172, label %193, !dbg !333, !llvm.loop !349

193:                                              ; preds = %186, %166
  %194 = phi ptr [ %122, %166 ], [ %188, %186 ]
  %195 = phi ptr [ %264, %166 ], [ %189, %186 ]
  %196 = phi ptr [ %2, %166 ], [ %187, %186 ], !dbg !328
  %197 = phi i1 [ %169, %166 ], [ %190, %186 ], !dbg !331
  %198 = select i1 %197, ptr %194, ptr %195, !dbg !351
  %199 = getelementptr inbounds i8, ptr %196, i64 8, !dbg !352
  store ptr %198, ptr %199, align 8, !dbg !353, !tbaa !150
  %200 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !354
  %201 = load ptr, ptr %200, align 8, !dbg !354, !tbaa !150
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !355
    #dbg_value(ptr %201, !82, !DIExpression(), !118)
    #dbg_value(ptr @.str.6, !121, !DIExpression(), !356)
    #dbg_value(ptr %201, !130, !DIExpression(), !356)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6), !dbg !358
    #dbg_value(i32 0, !131, !DIExpression(), !356)
  %203 = icmp eq ptr %201, null, !dbg !359
  br i1 %203, label %216, label %204, !dbg !359

204:                                              ; preds = %193, %211
  %205 = phi i32 [ %214, %211 ], [ 0, %193 ]
  %206 = phi ptr [ %213, %211 ], [ %201, %193 ]
    #dbg_value(i32 %205, !131, !DIExpression(), !356)
    #dbg_value(ptr %206, !130, !DIExpression(), !356)
  %207 = icmp ult i32 %205, 30, !dbg !360
  br i1 %207, label %208, label %211, !dbg !361

208:                                              ; preds = %204
  %209 = load i32, ptr %206, align 8, !dbg !362, !tbaa !142
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %209), !dbg !363
  br label %211, !dbg !363

211:                                              ; preds = %208, %204
  %212 = getelementptr inbounds i8, ptr %206, i64 8, !dbg !364
  %213 = load ptr, ptr %212, align 8, !dbg !364, !tbaa !150
    #dbg_value(ptr %213, !130, !DIExpression(), !356)
  %214 = add nuw nsw i32 %205, 1, !dbg !365
    #dbg_value(i32 %214, !131, !DIExpression(), !356)
  %215 = icmp eq ptr %213, null, !dbg !359
  br i1 %215, label %216, label %204, !dbg !359, !llvm.loop !366

216:                                              ; preds = %211, %193
  %217 = phi i32 [ 0, %193 ], [ %214, %211 ], !dbg !356
  %218 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %217), !dbg !368
    #dbg_value(ptr %201, !369, !DIExpression(), !376)
    #dbg_value(ptr %201, !374, !DIExpression(), !376)
    #dbg_value(ptr %201, !375, !DIExpression(), !376)
  br label %219, !dbg !378

219:                                              ; preds = %227, %216
  %220 = phi ptr [ %201, %216 ], [ %229, %227 ], !dbg !376
  %221 = phi ptr [ %201, %216 ], [ %231, %227 ], !dbg !376
    #dbg_value(ptr %221, !375, !DIExpression(), !376)
    #dbg_value(ptr %220, !374, !DIExpression(), !376)
  %222 = icmp eq ptr %221, null, !dbg !379
  br i1 %222, label %233, label %223, !dbg !380

223:                                              ; preds = %219
  %224 = getelementptr inbounds i8, ptr %221, i64 8, !dbg !381
  %225 = load ptr, ptr %224, align 8, !dbg !381, !tbaa !150
  %226 = icmp eq ptr %225, null, !dbg !380
  br i1 %226, label %233, label %227, !dbg !378

227:                                              ; preds = %223
  %228 = getelementptr inbounds i8, ptr %220, i64 8, !dbg !382
  %229 = load ptr, ptr %228, align 8, !dbg !382, !tbaa !150
    #dbg_value(ptr %229, !374, !DIExpression(), !376)
  %230 = getelementptr inbounds i8, ptr %225, i64 8, !dbg !384
  %231 = load ptr, ptr %230, align 8, !dbg !384, !tbaa !150
    #dbg_value(ptr %231, !375, !DIExpression(), !376)
  %232 = icmp eq ptr %229, %231, !dbg !385
  br i1 %232, label %233, label %219, !dbg !387, !llvm.loop !388

233:                                              ; preds = %219, %223, %227
  %234 = phi i32 [ 1, %227 ], [ 0, %219 ], [ 0, %223 ], !dbg !376
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %234), !dbg !390
    #dbg_value(ptr %201, !83, !DIExpression(), !118)
  br label %267, !dbg !391

236:                                              ; preds = %137, %259
  %237 = phi ptr [ null, %137 ], [ %264, %259 ]
  %238 = phi i32 [ 12345, %137 ], [ %241, %259 ]
  %239 = phi i32 [ 0, %137 ], [ %265, %259 ]
    #dbg_value(ptr %237, !77, !DIExpression(), !118)
    #dbg_value(i32 %238, !78, !DIExpression(), !118)
    #dbg_value(i32 %239, !80, !DIExpression(), !286)
  %240 = mul i32 %238, 1664525, !dbg !392
  %241 = add i32 %240, 1013904223, !dbg !395
    #dbg_value(i32 %241, !78, !DIExpression(), !118)
  %242 = lshr i32 %241, 24, !dbg !396
  %243 = add nsw i32 %242, -128, !dbg !397
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
    #dbg_assign(i1 undef, !398, !DIExpression(), !112, ptr %1, !DIExpression(), !404)
  store ptr %237, ptr %1, align 8, !tbaa !201, !DIAssignID !406
    #dbg_assign(ptr %237, !398, !DIExpression(), !406, ptr %1, !DIExpression(), !404)
    #dbg_value(i32 %243, !401, !DIExpression(), !404)
    #dbg_value(ptr %1, !402, !DIExpression(), !404)
  %244 = icmp eq ptr %237, null, !dbg !407
  br i1 %244, label %259, label %245, !dbg !408

245:                                              ; preds = %236
    #dbg_value(ptr %1, !402, !DIExpression(), !404)
  %246 = load i32, ptr %237, align 8, !dbg !409, !tbaa !142
  %247 = icmp slt i32 %246, %243, !dbg !410
  br i1 %247, label %251, label %259, !dbg !411

248:                                              ; preds = %251
    #dbg_value(ptr poison, !402, !DIExpression(), !404)
  %249 = load i32, ptr %254, align 8, !dbg !409, !tbaa !142
  %250 = icmp slt i32 %249, %243, !dbg !410
  br i1 %250, label %251, label %256, !dbg !411, !llvm.loop !412

251:                                              ; preds = %245, %248
  %252 = phi ptr [ %254, %248 ], [ %237, %245 ]
  %253 = getelementptr inbounds i8, ptr %252, i64 8, !dbg !413
    #dbg_value(ptr %253, !402, !DIExpression(), !404)
  %254 = load ptr, ptr %253, align 8, !dbg !407, !tbaa !201
  %255 = icmp eq ptr %254, null, !dbg !407
  br i1 %255, label %256, label %248, !dbg !408, !llvm.loop !412

256:                                              ; preds = %248, %251
  %257 = phi ptr [ null, %251 ], [ %254, %248 ]
  %258 = getelementptr inbounds i8, ptr %252, i64 8
  br label %259, !dbg !414

259:                                              ; preds = %256, %245, %236
  %260 = phi ptr [ null, %236 ], [ %237, %245 ], [ %257, %256 ], !dbg !407
  %261 = phi ptr [ %1, %236 ], [ %1, %245 ], [ %258, %256 ], !dbg !404
  %262 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #8, !dbg !414
    #dbg_value(ptr %262, !403, !DIExpression(), !404)
  store i32 %243, ptr %262, align 8, !dbg !415, !tbaa !142
  %263 = getelementptr inbounds i8, ptr %262, i64 8, !dbg !416
  store ptr %260, ptr %263, align 8, !dbg !417, !tbaa !150
  store ptr %262, ptr %261, align 8, !dbg !418, !tbaa !201
  %264 = load ptr, ptr %1, align 8, !dbg !419, !tbaa !201
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !420
    #dbg_value(ptr %264, !77, !DIExpression(), !118)
  %265 = add nuw nsw i32 %239, 1, !dbg !421
    #dbg_value(i32 %241, !78, !DIExpression(), !118)
    #dbg_value(i32 %265, !80, !DIExpression(), !286)
  %266 = icmp eq i32 %265, 40, !dbg !422
  br i1 %266, label %151, label %236, !dbg !287, !llvm.loop !423

267:                                              ; preds = %267, %233
  %268 = phi ptr [ %201, %233 ], [ %270, %267 ], !dbg !118
    #dbg_value(ptr %268, !83, !DIExpression(), !118)
  %269 = getelementptr inbounds i8, ptr %268, i64 8, !dbg !425
  %270 = load ptr, ptr %269, align 8, !dbg !425, !tbaa !150
  %271 = icmp eq ptr %270, null, !dbg !391
  br i1 %271, label %272, label %267, !dbg !391, !llvm.loop !426

272:                                              ; preds = %267
  %273 = getelementptr inbounds i8, ptr %268, i64 8
  %274 = getelementptr inbounds i8, ptr %201, i64 8, !dbg !428
  %275 = load ptr, ptr %274, align 8, !dbg !428, !tbaa !150
  %276 = getelementptr inbounds i8, ptr %275, i64 8, !dbg !429
  %277 = load ptr, ptr %276, align 8, !dbg !429, !tbaa !150
  store ptr %277, ptr %273, align 8, !dbg !430, !tbaa !150
    #dbg_value(ptr %201, !369, !DIExpression(), !431)
    #dbg_value(ptr %201, !374, !DIExpression(), !431)
    #dbg_value(ptr %201, !375, !DIExpression(), !431)
  br label %278, !dbg !433

278:                                              ; preds = %286, %272
  %279 = phi ptr [ %201, %272 ], [ %288, %286 ], !dbg !431
  %280 = phi ptr [ %201, %272 ], [ %290, %286 ], !dbg !431
    #dbg_value(ptr %280, !375, !DIExpression(), !431)
    #dbg_value(ptr %279, !374, !DIExpression(), !431)
  %281 = icmp eq ptr %280, null, !dbg !434
  br i1 %281, label %292, label %282, !dbg !435

282:                                              ; preds = %278
  %283 = getelementptr inbounds i8, ptr %280, i64 8, !dbg !436
  %284 = load ptr, ptr %283, align 8, !dbg !436, !tbaa !150
  %285 = icmp eq ptr %284, null, !dbg !435
  br i1 %285, label %292, label %286, !dbg !433

286:                                              ; preds = %282
  %287 = getelementptr inbounds i8, ptr %279, i64 8, !dbg !437
  %288 = load ptr, ptr %287, align 8, !dbg !437, !tbaa !150
    #dbg_value(ptr %288, !374, !DIExpression(), !431)
  %289 = getelementptr inbounds i8, ptr %284, i64 8, !dbg !438
  %290 = load ptr, ptr %289, align 8, !dbg !438, !tbaa !150
    #dbg_value(ptr %290, !375, !DIExpression(), !431)
  %291 = icmp eq ptr %288, %290, !dbg !439
  br i1 %291, label %292, label %278, !dbg !440, !llvm.loop !441

292:                                              ; preds = %278, %282, %286
  %293 = phi i32 [ 1, %286 ], [ 0, %278 ], [ 0, %282 ], !dbg !431
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %293), !dbg !443
  store ptr null, ptr %273, align 8, !dbg !444, !tbaa !150
    #dbg_value(ptr %201, !445, !DIExpression(), !452)
  br i1 %203, label %300, label %295, !dbg !454

295:                                              ; preds = %292, %295
  %296 = phi ptr [ %298, %295 ], [ %201, %292 ]
    #dbg_value(ptr %296, !445, !DIExpression(), !452)
  %297 = getelementptr inbounds i8, ptr %296, i64 8, !dbg !455
  %298 = load ptr, ptr %297, align 8, !dbg !455, !tbaa !150
    #dbg_value(ptr %298, !450, !DIExpression(), !456)
  tail call void @free(ptr noundef nonnull %296) #7, !dbg !457
    #dbg_value(ptr %298, !445, !DIExpression(), !452)
  %299 = icmp eq ptr %298, null, !dbg !454
  br i1 %299, label %300, label %295, !dbg !454, !llvm.loop !458

300:                                              ; preds = %295, %292
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #7, !dbg !460
  store i32 0, ptr %6, align 8, !dbg !461, !tbaa !462, !DIAssignID !464
    #dbg_assign(i32 0, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !464, ptr %6, !DIExpression(), !118)
  %301 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !461
  store ptr %6, ptr %301, align 8, !dbg !461, !tbaa !465, !DIAssignID !466
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !466, ptr %301, !DIExpression(), !118)
  %302 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !461
  store ptr %6, ptr %302, align 8, !dbg !461, !tbaa !467, !DIAssignID !468
    #dbg_assign(ptr %6, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !468, ptr %302, !DIExpression(), !118)
    #dbg_value(i32 1, !91, !DIExpression(), !469)
  br label %307, !dbg !470

303:                                              ; preds = %307
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !471
  %305 = load ptr, ptr %302, align 8, !dbg !472, !tbaa !467
    #dbg_value(ptr %305, !96, !DIExpression(), !473)
  %306 = icmp eq ptr %305, %6, !dbg !474
  br i1 %306, label %325, label %329, !dbg !476

307:                                              ; preds = %300, %307
  %308 = phi i32 [ 1, %300 ], [ %323, %307 ]
    #dbg_value(i32 %308, !91, !DIExpression(), !469)
  %309 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #8, !dbg !477
    #dbg_value(ptr %309, !93, !DIExpression(), !478)
  %310 = mul nuw nsw i32 %308, %308, !dbg !479
  store i32 %310, ptr %309, align 8, !dbg !480, !tbaa !462
  %311 = and i32 %308, 1, !dbg !481
  %312 = icmp eq i32 %311, 0, !dbg !481
  %313 = load ptr, ptr %302, align 8, !dbg !483
  %314 = load ptr, ptr %301, align 8, !dbg !483
  %315 = select i1 %312, ptr %6, ptr %314, !dbg !483
  %316 = select i1 %312, ptr %313, ptr %6, !dbg !483
  %317 = getelementptr inbounds i8, ptr %309, i64 8, !dbg !484
  store ptr %315, ptr %317, align 8, !dbg !484
  %318 = getelementptr inbounds i8, ptr %309, i64 16, !dbg !484
  store ptr %316, ptr %318, align 8, !dbg !484
  %319 = select i1 %312, ptr %6, ptr %314, !dbg !485
  %320 = getelementptr inbounds i8, ptr %319, i64 16, !dbg !485
  store ptr %309, ptr %320, align 8, !dbg !486, !tbaa !467
  %321 = load ptr, ptr %318, align 8, !dbg !487, !tbaa !467
  %322 = getelementptr inbounds i8, ptr %321, i64 8, !dbg !488
  store ptr %309, ptr %322, align 8, !dbg !489, !tbaa !465
  %323 = add nuw nsw i32 %308, 1, !dbg !490
    #dbg_value(i32 %323, !91, !DIExpression(), !469)
  %324 = icmp eq i32 %323, 11, !dbg !491
  br i1 %324, label %303, label %307, !dbg !470, !llvm.loop !492

325:                                              ; preds = %329, %303
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10), !dbg !494
  %327 = load ptr, ptr %301, align 8, !dbg !495, !tbaa !465
    #dbg_value(ptr %327, !98, !DIExpression(), !496)
  %328 = icmp eq ptr %327, %6, !dbg !497
  br i1 %328, label %336, label %340, !dbg !499

329:                                              ; preds = %303, %329
  %330 = phi ptr [ %334, %329 ], [ %305, %303 ]
    #dbg_value(ptr %330, !96, !DIExpression(), !473)
  %331 = load i32, ptr %330, align 8, !dbg !500, !tbaa !462
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %331), !dbg !501
  %333 = getelementptr inbounds i8, ptr %330, i64 16, !dbg !502
  %334 = load ptr, ptr %333, align 8, !dbg !502, !tbaa !467
    #dbg_value(ptr %334, !96, !DIExpression(), !473)
  %335 = icmp eq ptr %334, %6, !dbg !474
  br i1 %335, label %325, label %329, !dbg !476, !llvm.loop !503

336:                                              ; preds = %340, %325
  %337 = call i32 @putchar(i32 10), !dbg !505
  %338 = load ptr, ptr %302, align 8, !dbg !506, !tbaa !467
    #dbg_value(ptr %338, !100, !DIExpression(), !507)
  %339 = icmp eq ptr %338, %6, !dbg !508
  br i1 %339, label %347, label %351, !dbg !509

340:                                              ; preds = %325, %340
  %341 = phi ptr [ %345, %340 ], [ %327, %325 ]
    #dbg_value(ptr %341, !98, !DIExpression(), !496)
  %342 = load i32, ptr %341, align 8, !dbg !510, !tbaa !462
  %343 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %342), !dbg !511
  %344 = getelementptr inbounds i8, ptr %341, i64 8, !dbg !512
  %345 = load ptr, ptr %344, align 8, !dbg !512, !tbaa !465
    #dbg_value(ptr %345, !98, !DIExpression(), !496)
  %346 = icmp eq ptr %345, %6, !dbg !497
  br i1 %346, label %336, label %340, !dbg !499, !llvm.loop !513

347:                                              ; preds = %364, %336
  %348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !515
  %349 = load ptr, ptr %302, align 8, !dbg !516, !tbaa !467
    #dbg_value(ptr %349, !105, !DIExpression(), !517)
  %350 = icmp eq ptr %349, %6, !dbg !518
  br i1 %350, label %366, label %370, !dbg !520

351:                                              ; preds = %336, %364
  %352 = phi ptr [ %354, %364 ], [ %338, %336 ]
    #dbg_value(ptr %352, !100, !DIExpression(), !507)
  %353 = getelementptr inbounds i8, ptr %352, i64 16, !dbg !521
  %354 = load ptr, ptr %353, align 8, !dbg !521, !tbaa !467
    #dbg_value(ptr %354, !102, !DIExpression(), !522)
  %355 = load i32, ptr %352, align 8, !dbg !523, !tbaa !462
  %356 = and i32 %355, 1, !dbg !525
  %357 = icmp eq i32 %356, 0, !dbg !525
  br i1 %357, label %364, label %358, !dbg !526

358:                                              ; preds = %351
  %359 = getelementptr inbounds i8, ptr %352, i64 8, !dbg !527
  %360 = load ptr, ptr %359, align 8, !dbg !527, !tbaa !465
  %361 = getelementptr inbounds i8, ptr %360, i64 16, !dbg !529
  store ptr %354, ptr %361, align 8, !dbg !530, !tbaa !467
  %362 = load ptr, ptr %353, align 8, !dbg !531, !tbaa !467
  %363 = getelementptr inbounds i8, ptr %362, i64 8, !dbg !532
  store ptr %360, ptr %363, align 8, !dbg !533, !tbaa !465
  call void @free(ptr noundef nonnull %352) #7, !dbg !534
  br label %364, !dbg !535

364:                                              ; preds = %358, %351
    #dbg_value(ptr %354, !100, !DIExpression(), !507)
  %365 = icmp eq ptr %354, %6, !dbg !508
  br i1 %365, label %347, label %351, !dbg !509, !llvm.loop !536

366:                                              ; preds = %370, %347
  %367 = call i32 @putchar(i32 10), !dbg !538
  %368 = load ptr, ptr %302, align 8, !dbg !539, !tbaa !467
    #dbg_value(ptr %368, !107, !DIExpression(), !540)
  %369 = icmp eq ptr %368, %6, !dbg !541
  br i1 %369, label %377, label %378, !dbg !542

370:                                              ; preds = %347, %370
  %371 = phi ptr [ %375, %370 ], [ %349, %347 ]
    #dbg_value(ptr %371, !105, !DIExpression(), !517)
  %372 = load i32, ptr %371, align 8, !dbg !543, !tbaa !462
  %373 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %372), !dbg !544
  %374 = getelementptr inbounds i8, ptr %371, i64 16, !dbg !545
  %375 = load ptr, ptr %374, align 8, !dbg !545, !tbaa !467
    #dbg_value(ptr %375, !105, !DIExpression(), !517)
  %376 = icmp eq ptr %375, %6, !dbg !518
  br i1 %376, label %366, label %370, !dbg !520, !llvm.loop !546

377:                                              ; preds = %378, %366
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #7, !dbg !548
  ret i32 0, !dbg !549

378:                                              ; preds = %366, %378
  %379 = phi ptr [ %381, %378 ], [ %368, %366 ]
    #dbg_value(ptr %379, !107, !DIExpression(), !540)
  %380 = getelementptr inbounds i8, ptr %379, i64 16, !dbg !550
  %381 = load ptr, ptr %380, align 8, !dbg !550, !tbaa !467
    #dbg_value(ptr %381, !109, !DIExpression(), !551)
  call void @free(ptr noundef %379) #7, !dbg !552
    #dbg_value(ptr %381, !107, !DIExpression(), !540)
  %382 = icmp eq ptr %381, %6, !dbg !541
  br i1 %382, label %377, label %378, !dbg !542, !llvm.loop !553
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !555 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @msort(ptr noundef %0) unnamed_addr #3 !dbg !560 {
  %2 = alloca %struct.node, align 8, !DIAssignID !566
    #dbg_value(ptr %0, !562, !DIExpression(), !567)
  %3 = icmp eq ptr %0, null, !dbg !568
  br i1 %3, label %59, label %4, !dbg !570

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !571
  %6 = load ptr, ptr %5, align 8, !dbg !571, !tbaa !150
  %7 = icmp eq ptr %6, null, !dbg !572
  br i1 %7, label %59, label %8, !dbg !573

8:                                                ; preds = %4, %14
  %9 = phi ptr [ %18, %14 ], [ %6, %4 ]
  %10 = phi ptr [ %16, %14 ], [ %0, %4 ]
    #dbg_value(ptr %9, !564, !DIExpression(), !567)
    #dbg_value(ptr %10, !563, !DIExpression(), !567)
  %11 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !574
  %12 = load ptr, ptr %11, align 8, !dbg !574, !tbaa !150
  %13 = icmp eq ptr %12, null, !dbg !575
  br i1 %13, label %20, label %14, !dbg !576

14:                                               ; preds = %8
  %15 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !577
  %16 = load ptr, ptr %15, align 8, !dbg !577, !tbaa !150
    #dbg_value(ptr %16, !563, !DIExpression(), !567)
  %17 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !579
  %18 = load ptr, ptr %17, align 8, !dbg !579, !tbaa !150
    #dbg_value(ptr %18, !564, !DIExpression(), !567)
  %19 = icmp eq ptr %18, null, !dbg !580
  br i1 %19, label %20, label %8, !dbg !575, !llvm.loop !581

20:                                               ; preds = %14, %8
  %21 = phi ptr [ %16, %14 ], [ %10, %8 ], !dbg !567
  %22 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !583
  %23 = load ptr, ptr %22, align 8, !dbg !583, !tbaa !150
    #dbg_value(ptr %23, !565, !DIExpression(), !567)
  store ptr null, ptr %22, align 8, !dbg !584, !tbaa !150
  %24 = tail call fastcc ptr @msort(ptr noundef nonnull %0), !dbg !585
  %25 = tail call fastcc ptr @msort(ptr noundef %23), !dbg !586
    #dbg_assign(i1 undef, !320, !DIExpression(), !566, ptr %2, !DIExpression(), !587)
    #dbg_value(ptr %24, !325, !DIExpression(), !587)
    #dbg_value(ptr %25, !326, !DIExpression(), !587)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !589
    #dbg_value(ptr %2, !327, !DIExpression(), !587)
    #dbg_value(ptr %25, !326, !DIExpression(), !587)
    #dbg_value(ptr %24, !325, !DIExpression(), !587)
  %26 = icmp ne ptr %24, null, !dbg !590
  %27 = icmp ne ptr %25, null, !dbg !591
  %28 = and i1 %26, %27, !dbg !591
  br i1 %28, label %29, label %50, !dbg !592

29:                                               ; preds = %20, %43
  %30 = phi ptr [ %44, %43 ], [ %2, %20 ]
  %31 = phi ptr [ %46, %43 ], [ %25, %20 ]
  %32 = phi ptr [ %45, %43 ], [ %24, %20 ]
    #dbg_value(ptr %30, !327, !DIExpression(), !587)
    #dbg_value(ptr %31, !326, !DIExpression(), !587)
    #dbg_value(ptr %32, !325, !DIExpression(), !587)
  %33 = load i32, ptr %32, align 8, !dbg !593, !tbaa !142
  %34 = load i32, ptr %31, align 8, !dbg !594, !tbaa !142
  %35 = icmp sgt i32 %33, %34, !dbg !595
  %36 = getelementptr inbounds i8, ptr %30, i64 8, !dbg !596
  br i1 %35, label %40, label %37, !dbg !597

37:                                               ; preds = %29
  store ptr %32, ptr %36, align 8, !dbg !598, !tbaa !150
  %38 = getelementptr inbounds i8, ptr %32, i64 8, !dbg !599
  %39 = load ptr, ptr %38, align 8, !dbg !599, !tbaa !150
    #dbg_value(ptr %39, !325, !DIExpression(), !587)
  br label %43, !dbg !600

40:                                               ; preds = %29
  store ptr %31, ptr %36, align 8, !dbg !601, !tbaa !150
  %41 = getelementptr inbounds i8, ptr %31, i64 8, !dbg !602
  %42 = load ptr, ptr %41, align 8, !dbg !602, !tbaa !150
    #dbg_value(ptr %42, !326, !DIExpression(), !587)
  br label %43

43:                                               ; preds = %40, %37
  %44 = phi ptr [ %32, %37 ], [ %31, %40 ], !dbg !603
  %45 = phi ptr [ %39, %37 ], [ %32, %40 ]
  %46 = phi ptr [ %31, %37 ], [ %42, %40 ]
    #dbg_value(ptr %46, !326, !DIExpression(), !587)
    #dbg_value(ptr %45, !325, !DIExpression(), !587)
    #dbg_value(ptr %44, !327, !DIExpression(), !587)
  %47 = icmp ne ptr %45, null, !dbg !590
  %48 = icmp ne ptr %46, null, !dbg !591
  %49 = select i1 %47, i1 %48, i1 false, !dbg !591
  br i1 %49, label %29, label %50, !dbg !592, !llvm.loop !604

50:                                               ; preds = %43, %20
  %51 = phi ptr [ %24, %20 ], [ %45, %43 ]
  %52 = phi ptr [ %25, %20 ], [ %46, %43 ]
  %53 = phi ptr [ %2, %20 ], [ %44, %43 ], !dbg !587
  %54 = phi i1 [ %26, %20 ], [ %47, %43 ], !dbg !590
  %55 = select i1 %54, ptr %51, ptr %52, !dbg !606
  %56 = getelementptr inbounds i8, ptr %53, i64 8, !dbg !607
  store ptr %55, ptr %56, align 8, !dbg !608, !tbaa !150
  %57 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !609
  %58 = load ptr, ptr %57, align 8, !dbg !609, !tbaa !150
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !610
  br label %59

59:                                               ; preds = %1, %4, %50
  %60 = phi ptr [ %58, %50 ], [ %0, %4 ], [ null, %1 ], !dbg !567
  ret ptr %60, !dbg !611
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !612 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !620 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

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
!152 = distinct !{!152, !135, !153, !154}
!153 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !133)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !133)
!156 = !DILocalVariable(name: "head", arg: 1, scope: !157, file: !2, line: 49, type: !69)
!157 = distinct !DISubprogram(name: "reverse", scope: !2, file: !2, line: 49, type: !158, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{!69, !69}
!160 = !{!156, !161, !162}
!161 = !DILocalVariable(name: "prev", scope: !157, file: !2, line: 50, type: !69)
!162 = !DILocalVariable(name: "next", scope: !163, file: !2, line: 52, type: !69)
!163 = distinct !DILexicalBlock(scope: !157, file: !2, line: 51, column: 18)
!164 = !DILocation(line: 0, scope: !157, inlinedAt: !165)
!165 = distinct !DILocation(line: 122, column: 9, scope: !65)
!166 = !DILocation(line: 51, column: 5, scope: !157, inlinedAt: !165)
!167 = !DILocation(line: 52, column: 35, scope: !163, inlinedAt: !165)
!168 = !DILocation(line: 0, scope: !163, inlinedAt: !165)
!169 = !DILocation(line: 53, column: 20, scope: !163, inlinedAt: !165)
!170 = distinct !{!170, !166, !171, !154}
!171 = !DILocation(line: 56, column: 5, scope: !157, inlinedAt: !165)
!172 = !DILocation(line: 0, scope: !122, inlinedAt: !173)
!173 = distinct !DILocation(line: 123, column: 5, scope: !65)
!174 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !173)
!175 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !173)
!176 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !173)
!177 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !173)
!178 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !173)
!179 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !173)
!180 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !173)
!181 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !173)
!182 = distinct !{!182, !175, !183, !154}
!183 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !173)
!184 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !173)
!185 = !DILocalVariable(name: "head", arg: 1, scope: !186, file: !2, line: 34, type: !69)
!186 = distinct !DISubprogram(name: "delete_all", scope: !2, file: !2, line: 34, type: !187, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !190)
!187 = !DISubroutineType(types: !188)
!188 = !{!69, !69, !50, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!190 = !{!185, !191, !192, !193, !195}
!191 = !DILocalVariable(name: "v", arg: 2, scope: !186, file: !2, line: 34, type: !50)
!192 = !DILocalVariable(name: "removed", arg: 3, scope: !186, file: !2, line: 34, type: !189)
!193 = !DILocalVariable(name: "pp", scope: !186, file: !2, line: 35, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!195 = !DILocalVariable(name: "dead", scope: !196, file: !2, line: 38, type: !69)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 37, column: 30)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 37, column: 13)
!198 = distinct !DILexicalBlock(scope: !186, file: !2, line: 36, column: 17)
!199 = !DILocation(line: 0, scope: !186, inlinedAt: !200)
!200 = distinct !DILocation(line: 125, column: 9, scope: !65)
!201 = !{!147, !147, i64 0}
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 36, column: 5, scope: !186, inlinedAt: !200)
!204 = !DILocation(line: 37, column: 20, scope: !197, inlinedAt: !200)
!205 = !DILocation(line: 37, column: 24, scope: !197, inlinedAt: !200)
!206 = !DILocation(line: 0, scope: !197, inlinedAt: !200)
!207 = !DILocation(line: 37, column: 13, scope: !198, inlinedAt: !200)
!208 = !DILocation(line: 0, scope: !196, inlinedAt: !200)
!209 = !DILocation(line: 39, column: 25, scope: !196, inlinedAt: !200)
!210 = !DILocation(line: 39, column: 17, scope: !196, inlinedAt: !200)
!211 = !DILocation(line: 40, column: 13, scope: !196, inlinedAt: !200)
!212 = !DILocation(line: 41, column: 23, scope: !196, inlinedAt: !200)
!213 = !DILocation(line: 42, column: 9, scope: !196, inlinedAt: !200)
!214 = !DILocation(line: 36, column: 12, scope: !186, inlinedAt: !200)
!215 = distinct !{!215, !203, !216, !154}
!216 = !DILocation(line: 45, column: 5, scope: !186, inlinedAt: !200)
!217 = !DILocation(line: 46, column: 12, scope: !186, inlinedAt: !200)
!218 = !DILocation(line: 46, column: 5, scope: !186, inlinedAt: !200)
!219 = !DILocation(line: 0, scope: !186, inlinedAt: !220)
!220 = distinct !DILocation(line: 126, column: 9, scope: !65)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 36, column: 5, scope: !186, inlinedAt: !220)
!223 = !DILocation(line: 37, column: 20, scope: !197, inlinedAt: !220)
!224 = !DILocation(line: 37, column: 24, scope: !197, inlinedAt: !220)
!225 = !DILocation(line: 0, scope: !197, inlinedAt: !220)
!226 = !DILocation(line: 37, column: 13, scope: !198, inlinedAt: !220)
!227 = !DILocation(line: 0, scope: !196, inlinedAt: !220)
!228 = !DILocation(line: 39, column: 25, scope: !196, inlinedAt: !220)
!229 = !DILocation(line: 39, column: 17, scope: !196, inlinedAt: !220)
!230 = !DILocation(line: 40, column: 13, scope: !196, inlinedAt: !220)
!231 = !DILocation(line: 41, column: 23, scope: !196, inlinedAt: !220)
!232 = !DILocation(line: 42, column: 9, scope: !196, inlinedAt: !220)
!233 = !DILocation(line: 36, column: 12, scope: !186, inlinedAt: !220)
!234 = distinct !{!234, !222, !235, !154}
!235 = !DILocation(line: 45, column: 5, scope: !186, inlinedAt: !220)
!236 = !DILocation(line: 46, column: 5, scope: !186, inlinedAt: !220)
!237 = !DILocation(line: 0, scope: !186, inlinedAt: !238)
!238 = distinct !DILocation(line: 127, column: 9, scope: !65)
!239 = distinct !DIAssignID()
!240 = distinct !DIAssignID()
!241 = !DILocation(line: 36, column: 5, scope: !186, inlinedAt: !238)
!242 = !DILocation(line: 46, column: 12, scope: !186, inlinedAt: !220)
!243 = !DILocation(line: 37, column: 20, scope: !197, inlinedAt: !238)
!244 = !DILocation(line: 37, column: 24, scope: !197, inlinedAt: !238)
!245 = !DILocation(line: 0, scope: !197, inlinedAt: !238)
!246 = !DILocation(line: 37, column: 13, scope: !198, inlinedAt: !238)
!247 = !DILocation(line: 0, scope: !196, inlinedAt: !238)
!248 = !DILocation(line: 39, column: 25, scope: !196, inlinedAt: !238)
!249 = !DILocation(line: 39, column: 17, scope: !196, inlinedAt: !238)
!250 = !DILocation(line: 40, column: 13, scope: !196, inlinedAt: !238)
!251 = !DILocation(line: 41, column: 23, scope: !196, inlinedAt: !238)
!252 = !DILocation(line: 42, column: 9, scope: !196, inlinedAt: !238)
!253 = !DILocation(line: 36, column: 12, scope: !186, inlinedAt: !238)
!254 = distinct !{!254, !241, !255, !154}
!255 = !DILocation(line: 45, column: 5, scope: !186, inlinedAt: !238)
!256 = !DILocation(line: 46, column: 5, scope: !186, inlinedAt: !238)
!257 = !DILocation(line: 0, scope: !122, inlinedAt: !258)
!258 = distinct !DILocation(line: 128, column: 5, scope: !65)
!259 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !258)
!260 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !258)
!261 = !DILocation(line: 46, column: 12, scope: !186, inlinedAt: !238)
!262 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !258)
!263 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !258)
!264 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !258)
!265 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !258)
!266 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !258)
!267 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !258)
!268 = distinct !{!268, !260, !269, !154}
!269 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !258)
!270 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !258)
!271 = !DILocation(line: 129, column: 5, scope: !65)
!272 = !DILocation(line: 130, column: 9, scope: !65)
!273 = !DILocation(line: 0, scope: !122, inlinedAt: !274)
!274 = distinct !DILocation(line: 131, column: 5, scope: !65)
!275 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !274)
!276 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !274)
!277 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !274)
!278 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !274)
!279 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !274)
!280 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !274)
!281 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !274)
!282 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !274)
!283 = distinct !{!283, !276, !284, !154}
!284 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !274)
!285 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !274)
!286 = !DILocation(line: 0, scope: !81)
!287 = !DILocation(line: 134, column: 5, scope: !81)
!288 = !DILocation(line: 120, column: 35, scope: !289)
!289 = distinct !DILexicalBlock(scope: !75, file: !2, line: 119, column: 5)
!290 = !DILocalVariable(name: "head", arg: 1, scope: !291, file: !2, line: 16, type: !69)
!291 = distinct !DISubprogram(name: "push_front", scope: !2, file: !2, line: 16, type: !292, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !294)
!292 = !DISubroutineType(types: !293)
!293 = !{!69, !69, !50}
!294 = !{!290, !295, !296}
!295 = !DILocalVariable(name: "v", arg: 2, scope: !291, file: !2, line: 16, type: !50)
!296 = !DILocalVariable(name: "n", scope: !291, file: !2, line: 17, type: !69)
!297 = !DILocation(line: 0, scope: !291, inlinedAt: !298)
!298 = distinct !DILocation(line: 120, column: 13, scope: !289)
!299 = !DILocation(line: 17, column: 22, scope: !291, inlinedAt: !298)
!300 = !DILocation(line: 18, column: 12, scope: !291, inlinedAt: !298)
!301 = !DILocation(line: 19, column: 8, scope: !291, inlinedAt: !298)
!302 = !DILocation(line: 19, column: 13, scope: !291, inlinedAt: !298)
!303 = !DILocation(line: 119, column: 30, scope: !289)
!304 = !DILocation(line: 119, column: 23, scope: !289)
!305 = distinct !{!305, !120, !306, !154}
!306 = !DILocation(line: 120, column: 39, scope: !75)
!307 = !DILocation(line: 0, scope: !122, inlinedAt: !308)
!308 = distinct !DILocation(line: 138, column: 5, scope: !65)
!309 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !308)
!310 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !308)
!311 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !308)
!312 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !308)
!313 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !308)
!314 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !308)
!315 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !308)
!316 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !308)
!317 = distinct !{!317, !310, !318, !154}
!318 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !308)
!319 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !308)
!320 = !DILocalVariable(name: "dummy", scope: !321, file: !2, line: 61, type: !70)
!321 = distinct !DISubprogram(name: "merge", scope: !2, file: !2, line: 60, type: !322, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !324)
!322 = !DISubroutineType(types: !323)
!323 = !{!69, !69, !69}
!324 = !{!325, !326, !320, !327}
!325 = !DILocalVariable(name: "a", arg: 1, scope: !321, file: !2, line: 60, type: !69)
!326 = !DILocalVariable(name: "b", arg: 2, scope: !321, file: !2, line: 60, type: !69)
!327 = !DILocalVariable(name: "t", scope: !321, file: !2, line: 61, type: !69)
!328 = !DILocation(line: 0, scope: !321, inlinedAt: !329)
!329 = distinct !DILocation(line: 139, column: 22, scope: !65)
!330 = !DILocation(line: 61, column: 5, scope: !321, inlinedAt: !329)
!331 = !DILocation(line: 62, column: 12, scope: !321, inlinedAt: !329)
!332 = !DILocation(line: 62, column: 14, scope: !321, inlinedAt: !329)
!333 = !DILocation(line: 62, column: 5, scope: !321, inlinedAt: !329)
!334 = !DILocation(line: 63, column: 16, scope: !335, inlinedAt: !329)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 63, column: 13)
!336 = distinct !DILexicalBlock(scope: !321, file: !2, line: 62, column: 20)
!337 = !DILocation(line: 63, column: 26, scope: !335, inlinedAt: !329)
!338 = !DILocation(line: 63, column: 20, scope: !335, inlinedAt: !329)
!339 = !DILocation(line: 0, scope: !335, inlinedAt: !329)
!340 = !DILocation(line: 63, column: 13, scope: !336, inlinedAt: !329)
!341 = !DILocation(line: 64, column: 21, scope: !342, inlinedAt: !329)
!342 = distinct !DILexicalBlock(scope: !335, file: !2, line: 63, column: 31)
!343 = !DILocation(line: 65, column: 20, scope: !342, inlinedAt: !329)
!344 = !DILocation(line: 66, column: 9, scope: !342, inlinedAt: !329)
!345 = !DILocation(line: 67, column: 21, scope: !346, inlinedAt: !329)
!346 = distinct !DILexicalBlock(scope: !335, file: !2, line: 66, column: 16)
!347 = !DILocation(line: 68, column: 20, scope: !346, inlinedAt: !329)
!348 = !DILocation(line: 70, column: 16, scope: !336, inlinedAt: !329)
!349 = distinct !{!349, !333, !350, !154}
!350 = !DILocation(line: 71, column: 5, scope: !321, inlinedAt: !329)
!351 = !DILocation(line: 72, column: 15, scope: !321, inlinedAt: !329)
!352 = !DILocation(line: 72, column: 8, scope: !321, inlinedAt: !329)
!353 = !DILocation(line: 72, column: 13, scope: !321, inlinedAt: !329)
!354 = !DILocation(line: 73, column: 18, scope: !321, inlinedAt: !329)
!355 = !DILocation(line: 74, column: 1, scope: !321, inlinedAt: !329)
!356 = !DILocation(line: 0, scope: !122, inlinedAt: !357)
!357 = distinct !DILocation(line: 140, column: 5, scope: !65)
!358 = !DILocation(line: 90, column: 5, scope: !122, inlinedAt: !357)
!359 = !DILocation(line: 92, column: 5, scope: !136, inlinedAt: !357)
!360 = !DILocation(line: 93, column: 19, scope: !138, inlinedAt: !357)
!361 = !DILocation(line: 93, column: 13, scope: !139, inlinedAt: !357)
!362 = !DILocation(line: 94, column: 30, scope: !138, inlinedAt: !357)
!363 = !DILocation(line: 94, column: 13, scope: !138, inlinedAt: !357)
!364 = !DILocation(line: 92, column: 22, scope: !139, inlinedAt: !357)
!365 = !DILocation(line: 92, column: 33, scope: !139, inlinedAt: !357)
!366 = distinct !{!366, !359, !367, !154}
!367 = !DILocation(line: 94, column: 33, scope: !136, inlinedAt: !357)
!368 = !DILocation(line: 95, column: 5, scope: !122, inlinedAt: !357)
!369 = !DILocalVariable(name: "head", arg: 1, scope: !370, file: !2, line: 106, type: !69)
!370 = distinct !DISubprogram(name: "has_cycle", scope: !2, file: !2, line: 106, type: !371, scopeLine: 106, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !373)
!371 = !DISubroutineType(types: !372)
!372 = !{!50, !69}
!373 = !{!369, !374, !375}
!374 = !DILocalVariable(name: "slow", scope: !370, file: !2, line: 107, type: !69)
!375 = !DILocalVariable(name: "fast", scope: !370, file: !2, line: 107, type: !69)
!376 = !DILocation(line: 0, scope: !370, inlinedAt: !377)
!377 = distinct !DILocation(line: 141, column: 27, scope: !65)
!378 = !DILocation(line: 108, column: 5, scope: !370, inlinedAt: !377)
!379 = !DILocation(line: 108, column: 12, scope: !370, inlinedAt: !377)
!380 = !DILocation(line: 108, column: 17, scope: !370, inlinedAt: !377)
!381 = !DILocation(line: 108, column: 26, scope: !370, inlinedAt: !377)
!382 = !DILocation(line: 109, column: 22, scope: !383, inlinedAt: !377)
!383 = distinct !DILexicalBlock(scope: !370, file: !2, line: 108, column: 32)
!384 = !DILocation(line: 110, column: 28, scope: !383, inlinedAt: !377)
!385 = !DILocation(line: 111, column: 18, scope: !386, inlinedAt: !377)
!386 = distinct !DILexicalBlock(scope: !383, file: !2, line: 111, column: 13)
!387 = !DILocation(line: 111, column: 13, scope: !383, inlinedAt: !377)
!388 = distinct !{!388, !378, !389, !154}
!389 = !DILocation(line: 113, column: 5, scope: !370, inlinedAt: !377)
!390 = !DILocation(line: 141, column: 5, scope: !65)
!391 = !DILocation(line: 144, column: 5, scope: !65)
!392 = !DILocation(line: 135, column: 15, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 134, column: 34)
!394 = distinct !DILexicalBlock(scope: !81, file: !2, line: 134, column: 5)
!395 = !DILocation(line: 135, column: 26, scope: !393)
!396 = !DILocation(line: 136, column: 38, scope: !393)
!397 = !DILocation(line: 136, column: 45, scope: !393)
!398 = !DILocalVariable(name: "head", arg: 1, scope: !399, file: !2, line: 23, type: !69)
!399 = distinct !DISubprogram(name: "insert_sorted", scope: !2, file: !2, line: 23, type: !292, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !400)
!400 = !{!398, !401, !402, !403}
!401 = !DILocalVariable(name: "v", arg: 2, scope: !399, file: !2, line: 23, type: !50)
!402 = !DILocalVariable(name: "pp", scope: !399, file: !2, line: 24, type: !194)
!403 = !DILocalVariable(name: "n", scope: !399, file: !2, line: 27, type: !69)
!404 = !DILocation(line: 0, scope: !399, inlinedAt: !405)
!405 = distinct !DILocation(line: 136, column: 13, scope: !393)
!406 = distinct !DIAssignID()
!407 = !DILocation(line: 25, column: 12, scope: !399, inlinedAt: !405)
!408 = !DILocation(line: 25, column: 16, scope: !399, inlinedAt: !405)
!409 = !DILocation(line: 25, column: 26, scope: !399, inlinedAt: !405)
!410 = !DILocation(line: 25, column: 30, scope: !399, inlinedAt: !405)
!411 = !DILocation(line: 25, column: 5, scope: !399, inlinedAt: !405)
!412 = distinct !{!412, !411, !413, !154}
!413 = !DILocation(line: 26, column: 22, scope: !399, inlinedAt: !405)
!414 = !DILocation(line: 27, column: 22, scope: !399, inlinedAt: !405)
!415 = !DILocation(line: 28, column: 12, scope: !399, inlinedAt: !405)
!416 = !DILocation(line: 29, column: 8, scope: !399, inlinedAt: !405)
!417 = !DILocation(line: 29, column: 13, scope: !399, inlinedAt: !405)
!418 = !DILocation(line: 30, column: 9, scope: !399, inlinedAt: !405)
!419 = !DILocation(line: 31, column: 12, scope: !399, inlinedAt: !405)
!420 = !DILocation(line: 31, column: 5, scope: !399, inlinedAt: !405)
!421 = !DILocation(line: 134, column: 30, scope: !394)
!422 = !DILocation(line: 134, column: 23, scope: !394)
!423 = distinct !{!423, !287, !424, !154}
!424 = !DILocation(line: 137, column: 5, scope: !81)
!425 = !DILocation(line: 144, column: 18, scope: !65)
!426 = distinct !{!426, !391, !427, !154}
!427 = !DILocation(line: 145, column: 22, scope: !65)
!428 = !DILocation(line: 146, column: 21, scope: !65)
!429 = !DILocation(line: 146, column: 27, scope: !65)
!430 = !DILocation(line: 146, column: 16, scope: !65)
!431 = !DILocation(line: 0, scope: !370, inlinedAt: !432)
!432 = distinct !DILocation(line: 147, column: 27, scope: !65)
!433 = !DILocation(line: 108, column: 5, scope: !370, inlinedAt: !432)
!434 = !DILocation(line: 108, column: 12, scope: !370, inlinedAt: !432)
!435 = !DILocation(line: 108, column: 17, scope: !370, inlinedAt: !432)
!436 = !DILocation(line: 108, column: 26, scope: !370, inlinedAt: !432)
!437 = !DILocation(line: 109, column: 22, scope: !383, inlinedAt: !432)
!438 = !DILocation(line: 110, column: 28, scope: !383, inlinedAt: !432)
!439 = !DILocation(line: 111, column: 18, scope: !386, inlinedAt: !432)
!440 = !DILocation(line: 111, column: 13, scope: !383, inlinedAt: !432)
!441 = distinct !{!441, !433, !442, !154}
!442 = !DILocation(line: 113, column: 5, scope: !370, inlinedAt: !432)
!443 = !DILocation(line: 147, column: 5, scope: !65)
!444 = !DILocation(line: 148, column: 16, scope: !65)
!445 = !DILocalVariable(name: "n", arg: 1, scope: !446, file: !2, line: 98, type: !69)
!446 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 98, type: !447, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !449)
!447 = !DISubroutineType(types: !448)
!448 = !{null, !69}
!449 = !{!445, !450}
!450 = !DILocalVariable(name: "next", scope: !451, file: !2, line: 100, type: !69)
!451 = distinct !DILexicalBlock(scope: !446, file: !2, line: 99, column: 15)
!452 = !DILocation(line: 0, scope: !446, inlinedAt: !453)
!453 = distinct !DILocation(line: 149, column: 5, scope: !65)
!454 = !DILocation(line: 99, column: 5, scope: !446, inlinedAt: !453)
!455 = !DILocation(line: 100, column: 32, scope: !451, inlinedAt: !453)
!456 = !DILocation(line: 0, scope: !451, inlinedAt: !453)
!457 = !DILocation(line: 101, column: 9, scope: !451, inlinedAt: !453)
!458 = distinct !{!458, !454, !459, !154}
!459 = !DILocation(line: 103, column: 5, scope: !446, inlinedAt: !453)
!460 = !DILocation(line: 151, column: 5, scope: !65)
!461 = !DILocation(line: 151, column: 29, scope: !65)
!462 = !{!463, !144, i64 0}
!463 = !{!"dnode", !144, i64 0, !147, i64 8, !147, i64 16}
!464 = distinct !DIAssignID()
!465 = !{!463, !147, i64 8}
!466 = distinct !DIAssignID()
!467 = !{!463, !147, i64 16}
!468 = distinct !DIAssignID()
!469 = !DILocation(line: 0, scope: !92)
!470 = !DILocation(line: 152, column: 5, scope: !92)
!471 = !DILocation(line: 165, column: 5, scope: !65)
!472 = !DILocation(line: 166, column: 37, scope: !97)
!473 = !DILocation(line: 0, scope: !97)
!474 = !DILocation(line: 166, column: 45, scope: !475)
!475 = distinct !DILexicalBlock(scope: !97, file: !2, line: 166, column: 5)
!476 = !DILocation(line: 166, column: 5, scope: !97)
!477 = !DILocation(line: 153, column: 27, scope: !94)
!478 = !DILocation(line: 0, scope: !94)
!479 = !DILocation(line: 154, column: 20, scope: !94)
!480 = !DILocation(line: 154, column: 16, scope: !94)
!481 = !DILocation(line: 155, column: 15, scope: !482)
!482 = distinct !DILexicalBlock(scope: !94, file: !2, line: 155, column: 13)
!483 = !DILocation(line: 155, column: 13, scope: !94)
!484 = !DILocation(line: 0, scope: !482)
!485 = !DILocation(line: 162, column: 18, scope: !94)
!486 = !DILocation(line: 162, column: 23, scope: !94)
!487 = !DILocation(line: 163, column: 12, scope: !94)
!488 = !DILocation(line: 163, column: 18, scope: !94)
!489 = !DILocation(line: 163, column: 23, scope: !94)
!490 = !DILocation(line: 152, column: 31, scope: !95)
!491 = !DILocation(line: 152, column: 23, scope: !95)
!492 = distinct !{!492, !470, !493, !154}
!493 = !DILocation(line: 164, column: 5, scope: !92)
!494 = !DILocation(line: 168, column: 5, scope: !65)
!495 = !DILocation(line: 169, column: 37, scope: !99)
!496 = !DILocation(line: 0, scope: !99)
!497 = !DILocation(line: 169, column: 45, scope: !498)
!498 = distinct !DILexicalBlock(scope: !99, file: !2, line: 169, column: 5)
!499 = !DILocation(line: 169, column: 5, scope: !99)
!500 = !DILocation(line: 167, column: 26, scope: !475)
!501 = !DILocation(line: 167, column: 9, scope: !475)
!502 = !DILocation(line: 166, column: 66, scope: !475)
!503 = distinct !{!503, !476, !504, !154}
!504 = !DILocation(line: 167, column: 29, scope: !97)
!505 = !DILocation(line: 171, column: 5, scope: !65)
!506 = !DILocation(line: 173, column: 37, scope: !101)
!507 = !DILocation(line: 0, scope: !101)
!508 = !DILocation(line: 173, column: 45, scope: !104)
!509 = !DILocation(line: 173, column: 5, scope: !101)
!510 = !DILocation(line: 170, column: 26, scope: !498)
!511 = !DILocation(line: 170, column: 9, scope: !498)
!512 = !DILocation(line: 169, column: 66, scope: !498)
!513 = distinct !{!513, !499, !514, !154}
!514 = !DILocation(line: 170, column: 29, scope: !99)
!515 = !DILocation(line: 182, column: 5, scope: !65)
!516 = !DILocation(line: 183, column: 37, scope: !106)
!517 = !DILocation(line: 0, scope: !106)
!518 = !DILocation(line: 183, column: 45, scope: !519)
!519 = distinct !DILexicalBlock(scope: !106, file: !2, line: 183, column: 5)
!520 = !DILocation(line: 183, column: 5, scope: !106)
!521 = !DILocation(line: 174, column: 33, scope: !103)
!522 = !DILocation(line: 0, scope: !103)
!523 = !DILocation(line: 175, column: 16, scope: !524)
!524 = distinct !DILexicalBlock(scope: !103, file: !2, line: 175, column: 13)
!525 = !DILocation(line: 175, column: 20, scope: !524)
!526 = !DILocation(line: 175, column: 13, scope: !103)
!527 = !DILocation(line: 176, column: 16, scope: !528)
!528 = distinct !DILexicalBlock(scope: !524, file: !2, line: 175, column: 25)
!529 = !DILocation(line: 176, column: 22, scope: !528)
!530 = !DILocation(line: 176, column: 27, scope: !528)
!531 = !DILocation(line: 177, column: 16, scope: !528)
!532 = !DILocation(line: 177, column: 22, scope: !528)
!533 = !DILocation(line: 177, column: 27, scope: !528)
!534 = !DILocation(line: 178, column: 13, scope: !528)
!535 = !DILocation(line: 179, column: 9, scope: !528)
!536 = distinct !{!536, !509, !537, !154}
!537 = !DILocation(line: 181, column: 5, scope: !101)
!538 = !DILocation(line: 185, column: 5, scope: !65)
!539 = !DILocation(line: 186, column: 37, scope: !108)
!540 = !DILocation(line: 0, scope: !108)
!541 = !DILocation(line: 186, column: 45, scope: !111)
!542 = !DILocation(line: 186, column: 5, scope: !108)
!543 = !DILocation(line: 184, column: 26, scope: !519)
!544 = !DILocation(line: 184, column: 9, scope: !519)
!545 = !DILocation(line: 183, column: 66, scope: !519)
!546 = distinct !{!546, !520, !547, !154}
!547 = !DILocation(line: 184, column: 29, scope: !106)
!548 = !DILocation(line: 192, column: 1, scope: !65)
!549 = !DILocation(line: 191, column: 5, scope: !65)
!550 = !DILocation(line: 187, column: 33, scope: !110)
!551 = !DILocation(line: 0, scope: !110)
!552 = !DILocation(line: 188, column: 9, scope: !110)
!553 = distinct !{!553, !542, !554, !154}
!554 = !DILocation(line: 190, column: 5, scope: !108)
!555 = !DISubprogram(name: "printf", scope: !556, file: !556, line: 356, type: !557, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!557 = !DISubroutineType(types: !558)
!558 = !{!50, !559, null}
!559 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!560 = distinct !DISubprogram(name: "msort", scope: !2, file: !2, line: 76, type: !158, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !561)
!561 = !{!562, !563, !564, !565}
!562 = !DILocalVariable(name: "head", arg: 1, scope: !560, file: !2, line: 76, type: !69)
!563 = !DILocalVariable(name: "slow", scope: !560, file: !2, line: 79, type: !69)
!564 = !DILocalVariable(name: "fast", scope: !560, file: !2, line: 79, type: !69)
!565 = !DILocalVariable(name: "second", scope: !560, file: !2, line: 84, type: !69)
!566 = distinct !DIAssignID()
!567 = !DILocation(line: 0, scope: !560)
!568 = !DILocation(line: 77, column: 10, scope: !569)
!569 = distinct !DILexicalBlock(scope: !560, file: !2, line: 77, column: 9)
!570 = !DILocation(line: 77, column: 15, scope: !569)
!571 = !DILocation(line: 77, column: 25, scope: !569)
!572 = !DILocation(line: 77, column: 19, scope: !569)
!573 = !DILocation(line: 77, column: 9, scope: !560)
!574 = !DILocation(line: 80, column: 26, scope: !560)
!575 = !DILocation(line: 80, column: 17, scope: !560)
!576 = !DILocation(line: 80, column: 5, scope: !560)
!577 = !DILocation(line: 81, column: 22, scope: !578)
!578 = distinct !DILexicalBlock(scope: !560, file: !2, line: 80, column: 32)
!579 = !DILocation(line: 82, column: 28, scope: !578)
!580 = !DILocation(line: 80, column: 12, scope: !560)
!581 = distinct !{!581, !576, !582, !154}
!582 = !DILocation(line: 83, column: 5, scope: !560)
!583 = !DILocation(line: 84, column: 33, scope: !560)
!584 = !DILocation(line: 85, column: 16, scope: !560)
!585 = !DILocation(line: 86, column: 18, scope: !560)
!586 = !DILocation(line: 86, column: 31, scope: !560)
!587 = !DILocation(line: 0, scope: !321, inlinedAt: !588)
!588 = distinct !DILocation(line: 86, column: 12, scope: !560)
!589 = !DILocation(line: 61, column: 5, scope: !321, inlinedAt: !588)
!590 = !DILocation(line: 62, column: 12, scope: !321, inlinedAt: !588)
!591 = !DILocation(line: 62, column: 14, scope: !321, inlinedAt: !588)
!592 = !DILocation(line: 62, column: 5, scope: !321, inlinedAt: !588)
!593 = !DILocation(line: 63, column: 16, scope: !335, inlinedAt: !588)
!594 = !DILocation(line: 63, column: 26, scope: !335, inlinedAt: !588)
!595 = !DILocation(line: 63, column: 20, scope: !335, inlinedAt: !588)
!596 = !DILocation(line: 0, scope: !335, inlinedAt: !588)
!597 = !DILocation(line: 63, column: 13, scope: !336, inlinedAt: !588)
!598 = !DILocation(line: 64, column: 21, scope: !342, inlinedAt: !588)
!599 = !DILocation(line: 65, column: 20, scope: !342, inlinedAt: !588)
!600 = !DILocation(line: 66, column: 9, scope: !342, inlinedAt: !588)
!601 = !DILocation(line: 67, column: 21, scope: !346, inlinedAt: !588)
!602 = !DILocation(line: 68, column: 20, scope: !346, inlinedAt: !588)
!603 = !DILocation(line: 70, column: 16, scope: !336, inlinedAt: !588)
!604 = distinct !{!604, !592, !605, !154}
!605 = !DILocation(line: 71, column: 5, scope: !321, inlinedAt: !588)
!606 = !DILocation(line: 72, column: 15, scope: !321, inlinedAt: !588)
!607 = !DILocation(line: 72, column: 8, scope: !321, inlinedAt: !588)
!608 = !DILocation(line: 72, column: 13, scope: !321, inlinedAt: !588)
!609 = !DILocation(line: 73, column: 18, scope: !321, inlinedAt: !588)
!610 = !DILocation(line: 74, column: 1, scope: !321, inlinedAt: !588)
!611 = !DILocation(line: 87, column: 1, scope: !560)
!612 = !DISubprogram(name: "malloc", scope: !613, file: !613, line: 553, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!614 = !DISubroutineType(types: !615)
!615 = !{!616, !617}
!616 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!617 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !618, line: 18, baseType: !619)
!618 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!619 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!620 = !DISubprogram(name: "free", scope: !613, file: !613, line: 568, type: !621, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!621 = !DISubroutineType(types: !622)
!622 = !{null, !616}
